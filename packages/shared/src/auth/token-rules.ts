import { PRODUCT_ID_CLEARSHEETS } from '../constants';

/** The claims of our access token that the client reads (spec section 3). */
export interface AccessTokenClaims {
  exp?: number;
  iat?: number;
  sub?: string;
  client_id?: string;
  iss?: string;
  Role?: string;
  UserInfo?: string;
}

export interface TokenCheckOptions {
  clientId: string;
  /** The authentication service address; the issuer must contain it. */
  authority: string;
  productId?: number;
  nowMs?: number;
}

export type TokenCheck =
  | { valid: true }
  | { valid: false; reason: 'expired' | 'client' | 'issuer' | 'product' | 'malformed' };

/** Decodes a JWT's payload without verifying it (the server verifies; the client only reads). */
export function decodeJwtPayload(token: string): AccessTokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(b64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

/** The spec's client rule (section 5): expiry in the future compared in minutes, our client id, our
 * issuer, and product 2 among the listed products unless the role is Student. */
export function checkTokenClaims(claims: AccessTokenClaims | null, opts: TokenCheckOptions): TokenCheck {
  if (!claims || typeof claims.exp !== 'number') return { valid: false, reason: 'malformed' };
  const nowMinutes = Math.floor((opts.nowMs ?? Date.now()) / 60_000);
  const expMinutes = Math.floor(claims.exp / 60);
  if (expMinutes <= nowMinutes) return { valid: false, reason: 'expired' };
  if (claims.client_id !== opts.clientId) return { valid: false, reason: 'client' };
  if (typeof claims.iss !== 'string' || !claims.iss.includes(opts.authority)) return { valid: false, reason: 'issuer' };
  if (claims.Role !== 'Student') {
    let products: unknown;
    try {
      products = claims.UserInfo ? JSON.parse(claims.UserInfo).Products : undefined;
    } catch {
      return { valid: false, reason: 'malformed' };
    }
    const productId = opts.productId ?? PRODUCT_ID_CLEARSHEETS;
    if (Array.isArray(products) && products.length > 0 && !products.some((p) => p?.ProductId === productId))
      return { valid: false, reason: 'product' };
  }
  return { valid: true };
}
