import type { LicenseCode, Role, TUserInfoClaim } from '@clearsheets/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { SessionRegistry } from './sessions';
import { SIGNING_ALG, type SigningKeys } from './signing-keys';

/** What every authenticated request knows about its caller, read from the verified token alone. */
export interface Caller {
  userId: number;
  role: Role;
  schoolId: number | null;
  districtId: number | null;
  licenses: LicenseCode[];
  /** The sign-in (refresh-token family) the token was issued for; always set for a token's caller. */
  sessionId?: string;
}

export interface AccessTokenService {
  sign(role: Role, info: TUserInfoClaim, sessionId: string): Promise<string>;
  /** Signature, issuer, client, exp and iat, then whether the sign-in is still open; throws when not valid. */
  verify(token: string): Promise<Caller>;
  /** Throws when the caller's sign-in has ended (for callers remembered from an earlier verify). */
  assertOpen(caller: Caller): Promise<void>;
  ttlSeconds: number;
}

/** Signs short-lived access tokens with the claims the spec's client reads; a token is refused once the
 * sign-in it belongs to has ended (sign-out, password reset, deactivation), on the next request. */
export function createAccessTokenService(
  keys: SigningKeys,
  opts: { issuer: string; clientId: string; ttlSeconds: number },
  sessions: SessionRegistry,
): AccessTokenService {
  const assertOpen = async (caller: Caller) => {
    if (!caller.sessionId || !(await sessions.isOpen(caller.userId, caller.sessionId)))
      throw new Error('session ended');
  };
  return {
    ttlSeconds: opts.ttlSeconds,
    assertOpen,
    sign: (role, info, sessionId) =>
      new SignJWT({ client_id: opts.clientId, Role: role, UserInfo: JSON.stringify(info), sid: sessionId })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.kid, typ: 'JWT' })
        .setSubject(String(info.UserId))
        .setIssuer(opts.issuer)
        .setIssuedAt()
        .setExpirationTime(`${opts.ttlSeconds}s`)
        .sign(keys.privateKey),
    async verify(token) {
      const { payload } = await jwtVerify(token, keys.publicKey, {
        issuer: opts.issuer,
        algorithms: [SIGNING_ALG],
        // jose checks exp only when present: a token without one would never expire.
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (
        payload.client_id !== opts.clientId ||
        typeof payload.UserInfo !== 'string' ||
        typeof payload.sid !== 'string'
      )
        throw new Error('bad claims');
      const info = JSON.parse(payload.UserInfo) as TUserInfoClaim;
      const caller: Caller = {
        userId: Number(payload.sub),
        role: payload.Role as Role,
        schoolId: info.SchoolId,
        districtId: info.DistrictId,
        licenses: info.Licenses ?? [],
        sessionId: payload.sid,
      };
      await assertOpen(caller);
      return caller;
    },
  };
}
