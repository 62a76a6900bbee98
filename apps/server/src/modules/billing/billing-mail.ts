import type { MailData, MailLanguage } from '../../platform/mail/mail-types';
import type { InvoiceFacts } from '../../platform/payments/stripe-events';

// The facts of the billing mails, written out in the teacher's language (the templates place them).

const locale = (language: MailLanguage) => (language === 'es' ? 'es-US' : 'en-US');

/** "$9.99" (or the invoice's currency). */
export const formatAmount = (cents: number, currency: string, language: MailLanguage) =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** "December 26, 2026" / "26 de diciembre de 2026", the day in UTC as licenses count days. */
export const formatDay = (at: Date, language: MailLanguage) =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(at);

export function receiptMail(
  firstName: string,
  planName: string,
  invoice: InvoiceFacts,
  language: MailLanguage,
): MailData['payment-receipt'] {
  return {
    firstName,
    planName,
    amount: formatAmount(invoice.amountCents, invoice.currency, language),
    periodEnd: invoice.periodEnd ? formatDay(invoice.periodEnd, language) : '',
    invoiceNumber: invoice.number ?? invoice.providerInvoiceId,
  };
}

/** Why a renewal could not be charged, in each language (a sentence the template follows the plan name with). */
const REASONS: Record<MailLanguage, Record<string, string> & { default: string }> = {
  en: {
    insufficient_funds: 'your card has insufficient funds.',
    expired_card: 'your card has expired.',
    incorrect_cvc: "your card's security code is not correct.",
    authentication_required: 'your bank asked to confirm the payment, which cannot be done while you are away.',
    default: 'your card was declined.',
  },
  es: {
    insufficient_funds: 'la tarjeta no tiene fondos suficientes.',
    expired_card: 'la tarjeta está vencida.',
    incorrect_cvc: 'el código de seguridad de la tarjeta no es correcto.',
    authentication_required: 'el banco pidió confirmar el pago, y eso no se puede hacer sin ti.',
    default: 'el banco rechazó la tarjeta.',
  },
};

export function failedMail(
  firstName: string,
  planName: string,
  failureCode: string | null,
  language: MailLanguage,
): MailData['payment-failed'] {
  const reasons = REASONS[language];
  return { firstName, planName, reason: reasons[failureCode ?? ''] ?? reasons.default };
}
