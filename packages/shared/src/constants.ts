// Business constants and limits from the product spec (section 9). No zod here: the student's first screen
// imports these, and a schema module would bring the whole validator into its first load.

export const STATE_TEXAS_ID = 44;
export const PRODUCT_ID_CLEARSHEETS = 2;
export const FREE_GAME_LIMIT = 3;
export const FREE_CLASS_STUDENT_LIMIT = 30;
export const IMAGE_ICON_MAX_PX = 150;
export const IMAGE_MAX_BYTES = 0.3 * 1024 * 1024;
export const IMAGE_MAX_DIMENSION_PX = 400;
/** Ours (decision 0031): a slide page (a presentation's page, shown on a projector) keeps more detail. */
export const SLIDE_IMAGE_MAX_DIMENSION_PX = 1600;
export const SLIDE_IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const PATHWAY_OPEN_SCORE = 100;
export const IDLE_STATUS_MS = { development: 5_000, production: 300_000 } as const;
export const SESSION_RESTORE_TIMEOUT_MS = 5_000;
export const MOBILE_BREAKPOINT_PX = 768;

/** The assignment code students type (6 characters); case and spaces around it do not matter. */
export const JOIN_CODE_LENGTH = 6;
export const normalizeJoinCode = (code: string) => code.trim().toUpperCase();

/** The end date of a license that does not end: a free license from sign-up lasts as long as the account
 * (docs/decisions/0028). Screens show it as "no end date". Ours. */
export const OPEN_ENDED_DATE = '9999-12-31';

/** The client's local storage keys (spec section 3); signing out removes every one of them. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  loggedIn: 'isLoggedIn',
  userType: 'userType',
  selectedDistrict: 'selectedDistrict',
  cardId: 'cardId',
  phase: 'phase',
  gameUrl: 'gameUrl',
  showGameRank: 'showGameRank',
  arcadeRewards: 'arcadeRewards',
} as const;

/** The password every demo account is seeded with (local and dev configurations only). */
export const DEMO_PASSWORD = 'demo1234';
