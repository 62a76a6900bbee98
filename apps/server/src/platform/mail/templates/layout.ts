import type { MailLanguage } from '../mail-types';

/** What one mail says, in one language: the text part and the HTML part are both drawn from it, so they never
 * say different things. Every string here is plain text; the HTML renderer escapes all of it. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; link: string };
  /** Label and value rows (a receipt's plan, amount, dates). */
  facts?: [label: string, value: string][];
  /** Paragraphs after the button or facts. */
  closing?: string[];
  /** Why this mail came, and how to turn it off when it is a notice the user may refuse. */
  footer: string[];
}

export const PRODUCT_NAME = 'Clearsheets';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text to HTML text or attribute value: the five characters HTML gives meaning to. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Links in mail are absolute http(s) addresses (the mail is read far from the app); anything else is a bug in
 * the caller, refused before the mail is queued. */
export function assertAbsoluteLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error('mail link must be an absolute http(s) address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('mail link must be http(s)');
  return url.toString();
}

const COPY_LINK: Record<MailLanguage, string> = {
  en: 'If the button does not work, copy this link into your browser:',
  es: 'Si el botón no funciona, copia este enlace en tu navegador:',
};

/** Plain text: short lines the way a mail client shows them; the link on a line of its own. */
export function renderText(c: MailContent): string {
  const blocks: string[] = [c.greeting, ...c.paragraphs];
  if (c.action) blocks.push(`${c.action.label}:\n${c.action.link}`);
  if (c.facts?.length) blocks.push(c.facts.map(([label, value]) => `${label}: ${value}`).join('\n'));
  blocks.push(...(c.closing ?? []));
  blocks.push(`-- \n${PRODUCT_NAME}\n${c.footer.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

const FAMILY = 'font-family:Arial,Helvetica,sans-serif';
const P = `margin:0 0 16px;${FAMILY};font-size:16px;line-height:1.5;color:#1f2933`;
const BUTTON =
  `display:inline-block;padding:12px 24px;border-radius:6px;background:#0b6779;color:#ffffff;` +
  `text-decoration:none;font-weight:bold;${FAMILY};font-size:16px`;
const SMALL = `${FAMILY};font-size:13px;line-height:1.5;color:#52606d`;

/** HTML: one centred column, inline styles only (mail clients drop style sheets), every value escaped. */
export function renderHtml(c: MailContent, language: MailLanguage): string {
  const e = escapeHtml;
  const rows: string[] = [];
  rows.push(`<p style="${P}">${e(c.greeting)}</p>`);
  for (const p of c.paragraphs) rows.push(`<p style="${P}">${e(p)}</p>`);
  if (c.action) {
    const href = e(c.action.link);
    rows.push(
      `<p style="margin:24px 0"><a href="${href}" style="${BUTTON}">${e(c.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;${SMALL}">${e(COPY_LINK[language])}<br>` +
        `<a href="${href}" style="color:#0b6779;word-break:break-all">${href}</a></p>`,
    );
  }
  if (c.facts?.length) {
    const cells = c.facts
      .map(
        ([label, value]) =>
          `<tr><th scope="row" align="left" style="padding:6px 16px 6px 0;font-weight:normal;color:#52606d;` +
          `${FAMILY};font-size:15px">${e(label)}</th>` +
          `<td style="padding:6px 0;${FAMILY};font-size:15px;color:#1f2933">` +
          `${e(value)}</td></tr>`,
      )
      .join('');
    rows.push(`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${cells}</table>`);
  }
  for (const p of c.closing ?? []) rows.push(`<p style="${P}">${e(p)}</p>`);
  const footer = c.footer
    .map((f) => `<p style="margin:0 0 8px;${FAMILY};font-size:12px;color:#616e7c">${e(f)}</p>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${e(c.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f5f7">',
    '<table role="presentation" width="100%" style="border-collapse:collapse;background:#f3f5f7"><tr>',
    '<td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" style="border-collapse:collapse;max-width:560px;background:#ffffff;' +
      'border-radius:8px;border:1px solid #dde3ea">',
    `<tr><td style="padding:20px 28px;border-bottom:3px solid #0b6779;${FAMILY};font-size:22px;` +
      `;font-weight:bold;color:#0b6779">${PRODUCT_NAME}</td></tr>`,
    `<tr><td style="padding:28px">${rows.join('')}</td></tr>`,
    `<tr><td style="padding:16px 28px;border-top:1px solid #dde3ea">${footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
