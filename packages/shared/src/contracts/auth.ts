import { z } from 'zod';
import { LICENSE_CODES, LICENSE_SCOPES, ROLES } from '../enums';
import { MESSAGES } from '../messages';
import { PERMISSION_NAMES } from '../permissions';
import { LANGUAGES } from '../rosters';
import { PAYMENT_PROVIDERS } from './billing';
import { ZId } from './ids';

/** The sign-in form: username or email, and a password without spaces. */
export const ZLoginForm = z.object({
  username: z.string({ error: MESSAGES.emailRequired }).trim().min(1, MESSAGES.emailRequired),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .refine((p) => !/\s/.test(p), MESSAGES.noSpaceAccepted),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

/** A form field of bounded length; a missing one reads as the given message. */
const field = (missing?: string) => z.string(missing ? { error: missing } : undefined).max(500);
const fieldText = field();

/** POST /connect/token, form-encoded (OAuth 2 password and refresh_token grants). */
export const ZTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: field(MESSAGES.emailRequired).trim().min(1, MESSAGES.emailRequired),
    password: field(MESSAGES.passwordRequired).min(1, MESSAGES.passwordRequired),
    client_id: fieldText.min(1),
    scope: fieldText.optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: fieldText.min(1),
    client_id: fieldText.min(1),
    scope: fieldText.optional(),
  }),
]);
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const ZTokenResponse = z.object({
  access_token: z.string(),
  /** Absent for browsers: theirs is set as an httpOnly cookie on /connect (docs/decisions/0013). */
  refresh_token: z.string().optional(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  scope: z.string().optional(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/** POST /connect/revocation (RFC 7009): signing out revokes the refresh token. */
export const ZRevocationRequest = z.object({
  token: fieldText.min(1),
  client_id: fieldText.min(1),
  token_type_hint: fieldText.optional(),
});

/** The JSON carried in the token's UserInfo claim. */
export const ZUserInfoClaim = z.object({
  UserId: ZId,
  UserName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  SchoolId: ZId.nullable(),
  SchoolName: z.string().nullable(),
  DistrictId: ZId.nullable(),
  DistrictName: z.string().nullable(),
  StateId: ZId.nullable(),
  Products: z.array(z.object({ ProductId: ZId })),
  Licenses: z.array(z.enum(LICENSE_CODES)),
});
export type TUserInfoClaim = z.infer<typeof ZUserInfoClaim>;

const ZFlags = z.object({ V: z.boolean(), C: z.boolean(), E: z.boolean(), D: z.boolean() });

export const ZMe = z.object({
  user: z.object({
    id: ZId,
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(ROLES),
    /** The staff screens' language (account settings); students' comes from /api/v1/student/language. */
    language: z.enum(LANGUAGES),
  }),
  school: z.object({ id: ZId, name: z.string() }).nullable(),
  district: z.object({ id: ZId, name: z.string() }).nullable(),
  state: z.object({ id: ZId, name: z.string(), code: z.string() }).nullable(),
  products: z.array(z.object({ id: ZId, name: z.string() })),
  licenses: z.array(
    z.object({
      code: z.enum(LICENSE_CODES),
      name: z.string(),
      tier: z.enum(['free', 'paid', 'premium']),
      scope: z.enum(LICENSE_SCOPES),
      grades: z.array(z.string()),
      startsOn: z.string(),
      endsOn: z.string(),
    }),
  ),
  permissions: z.partialRecord(z.enum(PERMISSION_NAMES), ZFlags),
  /** Permissions the caller lacks (view) that some license would give their role: features shown locked, with
   * how to get them. The others are not for this role at all, so the screens do not offer them. */
  upgradable: z.array(z.enum(PERMISSION_NAMES)),
  /** What the caller may do from their account: `subscribe`, buy a teacher plan by card (docs/decisions/0029). */
  abilities: z.object({ subscribe: z.boolean() }),
});
export type TMe = z.infer<typeof ZMe>;

/** GET /api/v1/client-config: what the web client needs before it can check a token. */
export const ZClientConfig = z.object({
  environment: z.enum(['local', 'dev', 'production']),
  clientId: z.string(),
  authority: z.string(),
  idleStatusMs: z.number().int(),
  demoAccounts: z.array(z.object({ username: z.string(), role: z.enum(ROLES), label: z.string() })).nullable(),
  /** Who takes card payments: Stripe (its script loads on the plans page only), the sandbox, or nobody. */
  paymentProvider: z.enum(PAYMENT_PROVIDERS).nullable(),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;
