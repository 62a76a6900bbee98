import { useCallback } from 'react';
import { addFeatureBundle, addTexts, type BundleKey, useFeatureT } from '../../lib/i18n';

// The development outbox page (/dev/outbox), in English and Spanish.

const en = {
  title: 'Development outbox',
  intro:
    'The mail Clearsheets sent while no mail server is set up, newest first. Open a mail to read it and follow its links.',
  productionTitle: 'The outbox exists only in development',
  productionBody:
    'This server sends mail through its mail server, so there is no outbox to read here. Look in your own mailbox.',
  filterLabel: 'Filter by address',
  filterPlaceholder: 'name@example.org',
  refresh: 'Refresh',
  listLabel: 'Mail in the outbox',
  emptyTitle: 'No mail yet',
  emptyBody: 'Mail appears here as soon as Clearsheets sends it: sign-up, password resets, receipts.',
  emptyFiltered: 'No mail to an address containing “{{to}}”.',
  openLabel: '{{subject}}, to {{to}}, {{time}}, {{status}}',
  chooseMail: 'Choose a mail in the list to read it.',
  to: 'To',
  queued: 'Queued',
  sent: 'Sent',
  statusLabel: 'Status',
  status: { pending: 'Waiting to send', sent: 'Sent', failed: 'Not delivered' },
  via: { smtp: 'by SMTP', outbox: 'to the outbox' },
  attempts_one: '{{count}} attempt',
  attempts_other: '{{count}} attempts',
  lastError: 'Last error',
  textTab: 'Text',
  htmlTab: 'HTML',
  htmlFrame: 'HTML of the mail “{{subject}}”',
  backToList: 'Back to the list',
  mailFailed: 'We could not load this mail.',
  pager: {
    nav: 'Pages of the outbox',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    range: 'Showing {{from}}–{{to}} of {{total}}',
  },
};

const es: typeof en = {
  title: 'Bandeja de salida de desarrollo',
  intro:
    'El correo que Clearsheets envió mientras no hay un servidor de correo configurado, el más reciente primero. Abre un correo para leerlo y seguir sus enlaces.',
  productionTitle: 'La bandeja de salida existe solo en desarrollo',
  productionBody:
    'Este servidor envía el correo por su servidor de correo, así que aquí no hay bandeja de salida. Revisa tu propio buzón.',
  filterLabel: 'Filtrar por dirección',
  filterPlaceholder: 'nombre@ejemplo.org',
  refresh: 'Actualizar',
  listLabel: 'Correo en la bandeja de salida',
  emptyTitle: 'Aún no hay correo',
  emptyBody:
    'El correo aparece aquí en cuanto Clearsheets lo envía: registros, restablecimientos de contraseña, recibos.',
  emptyFiltered: 'No hay correo a una dirección que contenga “{{to}}”.',
  openLabel: '{{subject}}, para {{to}}, {{time}}, {{status}}',
  chooseMail: 'Elige un correo de la lista para leerlo.',
  to: 'Para',
  queued: 'En cola',
  sent: 'Enviado',
  statusLabel: 'Estado',
  status: { pending: 'Esperando envío', sent: 'Enviado', failed: 'No entregado' },
  via: { smtp: 'por SMTP', outbox: 'a la bandeja de salida' },
  attempts_one: '{{count}} intento',
  attempts_other: '{{count}} intentos',
  lastError: 'Último error',
  textTab: 'Texto',
  htmlTab: 'HTML',
  htmlFrame: 'HTML del correo «{{subject}}»',
  backToList: 'Volver a la lista',
  mailFailed: 'No pudimos cargar este correo.',
  pager: {
    nav: 'Páginas de la bandeja de salida',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}}',
    range: 'Mostrando {{from}}–{{to}} de {{total}}',
  },
};

const bundle = addFeatureBundle({ devOutbox: en });
addTexts('es', { devOutbox: es });

export type DevOutboxT = (key: BundleKey<typeof en>, options?: Record<string, unknown>) => string;

/** `t` for the outbox page's keys. */
export function useDevOutboxT(): DevOutboxT {
  const t = useFeatureT<typeof bundle>();
  return useCallback<DevOutboxT>((key, options) => t(`devOutbox.${key}` as BundleKey<typeof bundle>, options), [t]);
}
