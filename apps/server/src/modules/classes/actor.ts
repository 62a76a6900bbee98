import type { Caller } from '../../platform/auth/access-tokens';

/** The caller plus where they called from: what roster services need to decide and to audit. */
export type Actor = Caller & { ip?: string };

/** The audit fields every roster change carries: who, from where (ids only, never names). */
export const auditBy = (actor: Actor) => ({ actorUserId: actor.userId, ip: actor.ip });
