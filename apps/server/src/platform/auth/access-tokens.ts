import type { LicenseCode, Role, TUserInfoClaim } from '@clearsheets/shared';
import { jwtVerify, SignJWT } from 'jose';
import { SIGNING_ALG, type SigningKeys } from './signing-keys';

/** What every authenticated request knows about its caller, read from the verified token alone. */
export interface Caller {
  userId: number;
  role: Role;
  schoolId: number | null;
  districtId: number | null;
  licenses: LicenseCode[];
}

export interface AccessTokenService {
  sign(role: Role, info: TUserInfoClaim): Promise<string>;
  verify(token: string): Promise<Caller>;
  ttlSeconds: number;
}

/** Signs short-lived access tokens with the claims the spec's client reads. */
export function createAccessTokenService(
  keys: SigningKeys,
  opts: { issuer: string; clientId: string; ttlSeconds: number },
): AccessTokenService {
  return {
    ttlSeconds: opts.ttlSeconds,
    sign: (role, info) =>
      new SignJWT({ client_id: opts.clientId, Role: role, UserInfo: JSON.stringify(info) })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.kid, typ: 'JWT' })
        .setSubject(String(info.UserId))
        .setIssuer(opts.issuer)
        .setIssuedAt()
        .setExpirationTime(`${opts.ttlSeconds}s`)
        .sign(keys.privateKey),
    async verify(token) {
      const { payload } = await jwtVerify(token, keys.publicKey, { issuer: opts.issuer, algorithms: [SIGNING_ALG] });
      if (payload.client_id !== opts.clientId || typeof payload.UserInfo !== 'string') throw new Error('bad claims');
      const info = JSON.parse(payload.UserInfo) as TUserInfoClaim;
      return {
        userId: Number(payload.sub),
        role: payload.Role as Role,
        schoolId: info.SchoolId,
        districtId: info.DistrictId,
        licenses: info.Licenses ?? [],
      };
    },
  };
}
