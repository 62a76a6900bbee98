import type { MailData, MailLanguage, MailTemplate } from '../mail-types';
import { assertAbsoluteLink, type MailContent, PRODUCT_NAME } from './layout';

type Writer<T extends MailTemplate> = (data: MailData[T]) => MailContent;
type Catalogue = { [T in MailTemplate]: Record<MailLanguage, Writer<T>> };

const hi = { en: (name: string) => `Hi ${name},`, es: (name: string) => `Hola, ${name}:` };

const FOOTER = {
  en: `You are receiving this email because of your ${PRODUCT_NAME} account.`,
  es: `Recibes este correo por tu cuenta de ${PRODUCT_NAME}.`,
};
/** Notices a user may turn off (security notices, receipts) say where. */
const OPTIONAL = {
  en: 'You can turn these emails off in Account settings.',
  es: 'Puedes desactivar estos correos en Configuración de la cuenta.',
};

/** Every mail the product sends, in English and Spanish. Values are interpolated as text; the layout escapes
 * them for HTML. */
export const CATALOGUE: Catalogue = {
  'verify-email': {
    en: (d) => ({
      subject: `Confirm your email for ${PRODUCT_NAME}`,
      greeting: hi.en(d.firstName),
      paragraphs: [
        `Thanks for signing up for ${PRODUCT_NAME}. Confirm your email address to finish creating your account.`,
      ],
      action: { label: 'Confirm my email', link: assertAbsoluteLink(d.link) },
      closing: [`If you did not sign up for ${PRODUCT_NAME}, you can ignore this email.`],
      footer: [FOOTER.en],
    }),
    es: (d) => ({
      subject: `Confirma tu correo para ${PRODUCT_NAME}`,
      greeting: hi.es(d.firstName),
      paragraphs: [
        `Gracias por registrarte en ${PRODUCT_NAME}. Confirma tu dirección de correo para terminar de crear tu cuenta.`,
      ],
      action: { label: 'Confirmar mi correo', link: assertAbsoluteLink(d.link) },
      closing: [`Si no te registraste en ${PRODUCT_NAME}, puedes ignorar este correo.`],
      footer: [FOOTER.es],
    }),
  },
  'reset-password': {
    en: (d) => ({
      subject: `Reset your ${PRODUCT_NAME} password`,
      greeting: hi.en(d.firstName),
      paragraphs: [`We received a request to reset the password of your ${PRODUCT_NAME} account.`],
      action: { label: 'Reset my password', link: assertAbsoluteLink(d.link) },
      closing: [
        `This link works once and expires in ${d.expiresInMinutes} minutes.`,
        'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
      ],
      footer: [FOOTER.en],
    }),
    es: (d) => ({
      subject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
      greeting: hi.es(d.firstName),
      paragraphs: [`Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${PRODUCT_NAME}.`],
      action: { label: 'Restablecer mi contraseña', link: assertAbsoluteLink(d.link) },
      closing: [
        `Este enlace funciona una sola vez y vence en ${d.expiresInMinutes} minutos.`,
        'Si no pediste restablecer tu contraseña, puedes ignorar este correo: tu contraseña no cambia.',
      ],
      footer: [FOOTER.es],
    }),
  },
  'password-changed': {
    en: (d) => ({
      subject: `Your ${PRODUCT_NAME} password was changed`,
      greeting: hi.en(d.firstName),
      paragraphs: [
        `The password of your ${PRODUCT_NAME} account was just changed, and every other sign-in was ended.`,
        'If you made this change, there is nothing else to do. If you did not, reset your password right away ' +
          `from the sign-in page and tell your school's ${PRODUCT_NAME} administrator.`,
      ],
      footer: [FOOTER.en, OPTIONAL.en],
    }),
    es: (d) => ({
      subject: `Se cambió tu contraseña de ${PRODUCT_NAME}`,
      greeting: hi.es(d.firstName),
      paragraphs: [
        `La contraseña de tu cuenta de ${PRODUCT_NAME} acaba de cambiar y se cerraron las demás sesiones.`,
        'Si hiciste este cambio, no tienes que hacer nada más. Si no fuiste tú, restablece tu contraseña de ' +
          `inmediato desde la página de inicio de sesión y avisa al administrador de ${PRODUCT_NAME} de tu escuela.`,
      ],
      footer: [FOOTER.es, OPTIONAL.es],
    }),
  },
  'change-email': {
    en: (d) => ({
      subject: `Confirm your new email for ${PRODUCT_NAME}`,
      greeting: hi.en(d.firstName),
      paragraphs: [`You asked to use this address for your ${PRODUCT_NAME} account. Confirm it to finish the change.`],
      action: { label: 'Confirm my new email', link: assertAbsoluteLink(d.link) },
      closing: [
        'Until you confirm, your account keeps its current address. If you did not ask for this, ignore this email.',
      ],
      footer: [FOOTER.en],
    }),
    es: (d) => ({
      subject: `Confirma tu nuevo correo para ${PRODUCT_NAME}`,
      greeting: hi.es(d.firstName),
      paragraphs: [
        `Pediste usar esta dirección para tu cuenta de ${PRODUCT_NAME}. Confírmala para terminar el cambio.`,
      ],
      action: { label: 'Confirmar mi nuevo correo', link: assertAbsoluteLink(d.link) },
      closing: [
        'Hasta que la confirmes, tu cuenta conserva su dirección actual. Si no lo pediste, ignora este correo.',
      ],
      footer: [FOOTER.es],
    }),
  },
  'email-changed': {
    en: (d) => ({
      subject: `Your ${PRODUCT_NAME} email was changed`,
      greeting: hi.en(d.firstName),
      paragraphs: [
        `The email address of your ${PRODUCT_NAME} account is now ${d.newEmail}. This address no longer receives ` +
          'mail about your account.',
        `If you did not make this change, contact your school's ${PRODUCT_NAME} administrator right away.`,
      ],
      footer: [FOOTER.en, OPTIONAL.en],
    }),
    es: (d) => ({
      subject: `Se cambió tu correo de ${PRODUCT_NAME}`,
      greeting: hi.es(d.firstName),
      paragraphs: [
        `La dirección de correo de tu cuenta de ${PRODUCT_NAME} ahora es ${d.newEmail}. Esta dirección ya no ` +
          'recibirá correos sobre tu cuenta.',
        `Si no hiciste este cambio, comunícate de inmediato con el administrador de ${PRODUCT_NAME} de tu escuela.`,
      ],
      footer: [FOOTER.es, OPTIONAL.es],
    }),
  },
  'payment-receipt': {
    en: (d) => ({
      subject: `Your ${PRODUCT_NAME} receipt ${d.invoiceNumber}`,
      greeting: hi.en(d.firstName),
      paragraphs: ['Thank you for your payment. Here is your receipt.'],
      facts: [
        ['Plan', d.planName],
        ['Amount paid', d.amount],
        ['Paid through', d.periodEnd],
        ['Invoice', d.invoiceNumber],
      ],
      closing: ['Your invoices are in Account settings.'],
      footer: [FOOTER.en, OPTIONAL.en],
    }),
    es: (d) => ({
      subject: `Tu recibo de ${PRODUCT_NAME} ${d.invoiceNumber}`,
      greeting: hi.es(d.firstName),
      paragraphs: ['Gracias por tu pago. Este es tu recibo.'],
      facts: [
        ['Plan', d.planName],
        ['Importe pagado', d.amount],
        ['Pagado hasta', d.periodEnd],
        ['Factura', d.invoiceNumber],
      ],
      closing: ['Tus facturas están en Configuración de la cuenta.'],
      footer: [FOOTER.es, OPTIONAL.es],
    }),
  },
  'payment-failed': {
    en: (d) => ({
      subject: `We could not renew your ${PRODUCT_NAME} plan`,
      greeting: hi.en(d.firstName),
      paragraphs: [
        `We could not charge your card for ${d.planName}: ${d.reason}`,
        'Update your payment details in Account settings to keep your plan.',
      ],
      footer: [FOOTER.en],
    }),
    es: (d) => ({
      subject: `No pudimos renovar tu plan de ${PRODUCT_NAME}`,
      greeting: hi.es(d.firstName),
      paragraphs: [
        `No pudimos cobrar ${d.planName} a tu tarjeta: ${d.reason}`,
        'Actualiza tus datos de pago en Configuración de la cuenta para conservar tu plan.',
      ],
      footer: [FOOTER.es],
    }),
  },
};
