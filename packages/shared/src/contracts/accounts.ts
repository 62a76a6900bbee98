import { z } from 'zod';
import { MESSAGES } from '../messages';
import { GRADES, LANGUAGES } from '../rosters';
import { idField, ZId } from './ids';

// Sign-up, email links, passwords and account settings (docs/decisions/0028). The forms parse with the same
// schemas the server applies, so a field's message is the same on both sides.

/** A password a person chooses: 8 to 128 characters, no spaces, letters and at least one number. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** True when a chosen password follows the rule (the form shows it while typing). */
export const isStrongPassword = (p: string) =>
  p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH && /[A-Za-z]/.test(p) && /\d/.test(p);

/** A new password: required, no spaces (the spec's message), then the strength rule. */
export const ZNewPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .refine((p) => !/\s/.test(p), MESSAGES.noSpaceAccepted)
  .refine(isStrongPassword, MESSAGES.passwordTooWeak);

/** A password being checked (the current one): required, bounded. */
const ZGivenPassword = (missing: string) => z.string({ error: missing }).min(1, missing).max(PASSWORD_MAX_LENGTH);

/** An email address, stored and compared in lower case. */
export const ZEmailAddress = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .email(MESSAGES.emailInvalid);

const ZPersonName = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(80);

/** A single-use token from a mailed link (or the ticket of a must-change sign-in). */
export const ZLinkToken = z.string({ error: MESSAGES.resetLinkExpired }).trim().min(1).max(200);

/** The confirmation must repeat the password (the spec's message, on the confirmation field). */
const confirmed =
  (field: string, confirm: string) =>
  (v: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (typeof v[field] === 'string' && v[field] !== v[confirm])
      ctx.addIssue({ code: 'custom', path: [confirm], message: MESSAGES.confirmPasswordMismatch });
  };

/** POST /api/v1/account/signup: a teacher's free account. The school is chosen from the district's list, or
 * typed when it is not there (the district reviews it). */
export const ZSignupRequest = z
  .object({
    firstName: ZPersonName(MESSAGES.firstNameRequired),
    lastName: ZPersonName(MESSAGES.lastNameRequired),
    email: ZEmailAddress,
    password: ZNewPassword,
    confirmPassword: z.string({ error: MESSAGES.confirmPasswordMismatch }).max(PASSWORD_MAX_LENGTH),
    districtId: idField(MESSAGES.districtRequired),
    schoolId: idField(MESSAGES.schoolRequired).optional(),
    schoolName: z.string().trim().max(120).optional(),
    /** The language of the page the teacher signed up on: their mail and staff screens start in it. */
    language: z.enum(LANGUAGES).optional(),
  })
  .superRefine(confirmed('password', 'confirmPassword'))
  .superRefine((v, ctx) => {
    if (!v.schoolId && !v.schoolName)
      ctx.addIssue({ code: 'custom', path: ['schoolId'], message: MESSAGES.schoolRequired });
  });
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/** A district or school a teacher picks at sign-up: names only. */
export const ZSignupPlace = z.object({ id: ZId, name: z.string() });
export const ZSignupPlaces = z.object({ items: z.array(ZSignupPlace) });
export type TSignupPlace = z.infer<typeof ZSignupPlace>;

/** The answer of the calls that only say what happens next (a mail was sent, a change was made). */
export const ZAccountNotice = z.object({ message: z.string() });
export type TAccountNotice = z.infer<typeof ZAccountNotice>;

export const ZLinkTokenRequest = z.object({ token: ZLinkToken });
export const ZEmailRequest = z.object({ email: ZEmailAddress });

/** POST /api/v1/account/reset-password: the mailed link's token and the new password. */
export const ZPasswordResetRequest = z
  .object({ token: ZLinkToken, password: ZNewPassword, confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) })
  .superRefine(confirmed('password', 'confirmPassword'));
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** PUT /api/v1/account/password (signed in). */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: ZGivenPassword(MESSAGES.currentPasswordRequired),
    newPassword: ZNewPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine(confirmed('newPassword', 'confirmPassword'));
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** POST /api/v1/account/temporary-password: the ticket a must-change sign-in got, and the chosen password. */
export const ZTemporaryPasswordRequest = z
  .object({ ticket: ZLinkToken, newPassword: ZNewPassword, confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) })
  .superRefine(confirmed('newPassword', 'confirmPassword'));
export type TTemporaryPasswordRequest = z.infer<typeof ZTemporaryPasswordRequest>;

/** GET /api/v1/account: the signed-in staff member's own account. */
export const ZAccount = z.object({
  id: ZId,
  username: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** An address waiting for its confirmation link to be opened (an email change in progress). */
  pendingEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(LANGUAGES),
  notifications: z.object({ receipts: z.boolean(), security: z.boolean() }),
  /** The free license of a teacher who signed up still needs its grade (onboarding). */
  chooseLicenseGrade: z.boolean(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZProfileRequest = z.object({
  firstName: ZPersonName(MESSAGES.firstNameRequired),
  lastName: ZPersonName(MESSAGES.lastNameRequired),
});
export const ZLanguageRequest = z.object({ language: z.enum(LANGUAGES) });
export const ZNotificationsRequest = z.object({ receipts: z.boolean(), security: z.boolean() });
export const ZEmailChangeRequest = z.object({
  newEmail: ZEmailAddress,
  currentPassword: ZGivenPassword(MESSAGES.currentPasswordRequired),
});
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

/** PUT /api/v1/account/license-grade: the one grade a free license opens, chosen once. */
export const ZLicenseGradeRequest = z.object({ grade: z.enum(GRADES, { error: MESSAGES.gradeRequired }) });
export const ZLicenseGradeResponse = z.object({
  grade: z.enum(GRADES),
  /** "License grade added" */
  message: z.string(),
  /** "for your license you have access of grade {grade}" */
  access: z.string(),
});
export type TLicenseGradeResponse = z.infer<typeof ZLicenseGradeResponse>;
