/** Every mail the product sends, with the facts its template needs. Links are absolute (PUBLIC_URL). */
export interface MailData {
  /** Sign-up: confirm the address before the first sign-in. */
  'verify-email': { firstName: string; link: string };
  /** Forgot password: a single-use link that expires. */
  'reset-password': { firstName: string; link: string; expiresInMinutes: number };
  /** Security notice after a password change or reset (when the user keeps security notices on). */
  'password-changed': { firstName: string };
  /** Account settings: confirm a new address; sent to the new address. */
  'change-email': { firstName: string; link: string };
  /** Security notice to the old address once the change is confirmed. */
  'email-changed': { firstName: string; newEmail: string };
  /** A paid invoice (when the user keeps receipts on). */
  'payment-receipt': { firstName: string; planName: string; amount: string; periodEnd: string; invoiceNumber: string };
  /** A renewal that could not be charged. */
  'payment-failed': { firstName: string; planName: string; reason: string };
}

export type MailTemplate = keyof MailData;
export type MailLanguage = 'en' | 'es';

export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  /** The account it concerns, when there is one (the dev outbox and the user's history show it). */
  userId?: number | null;
  language: MailLanguage;
  template: T;
  data: MailData[T];
}
