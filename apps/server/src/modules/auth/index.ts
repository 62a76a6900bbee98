// The auth module's front door: what other modules and the app may use (docs/decisions/0041).
export { findActiveLicenses, isRefreshFamilyOpen, revokeRefreshTokens } from './auth.repository';
export { authRoutes } from './auth.routes';
export { buildUserInfo, loadUserContext, roleOf } from './user-claims';
