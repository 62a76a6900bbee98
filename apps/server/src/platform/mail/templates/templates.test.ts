import { describe, expect, it } from 'vitest';
import type { MailData, MailLanguage, MailTemplate } from '../mail-types';
import { CATALOGUE } from './catalogue';
import { renderMail } from './index';
import { escapeHtml } from './layout';

const HOSTILE = `<script>alert("x")</script> & 'quoted'`;
const LINK = 'https://clearsheets.example/teacher/emailverified?token=abc&next=%3Cb%3E';

/** Every template with facts in every field; typed, so a template added to MailData needs a sample here. */
const SAMPLES: { [T in MailTemplate]: MailData[T] } = {
  'verify-email': { firstName: HOSTILE, link: LINK },
  'reset-password': { firstName: HOSTILE, link: LINK, expiresInMinutes: 60 },
  'password-changed': { firstName: HOSTILE },
  'change-email': { firstName: HOSTILE, link: LINK },
  'email-changed': { firstName: HOSTILE, newEmail: `new${HOSTILE}@example.org` },
  'payment-receipt': {
    firstName: HOSTILE,
    planName: `Premium ${HOSTILE}`,
    amount: '$59.99',
    periodEnd: 'June 30, 2027',
    invoiceNumber: `CS-0042${HOSTILE}`,
  },
  'payment-failed': { firstName: HOSTILE, planName: 'Premium', reason: `Your card was declined. ${HOSTILE}` },
};
const TEMPLATES = Object.keys(SAMPLES) as MailTemplate[];
const LANGUAGES: MailLanguage[] = ['en', 'es'];
const render = (template: MailTemplate, language: MailLanguage) =>
  renderMail({ to: 'ana@example.org', language, template, data: SAMPLES[template] });

describe('mail templates', () => {
  it('cover every template of MailData in English and Spanish', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual([...TEMPLATES].sort());
    for (const t of TEMPLATES) expect(Object.keys(CATALOGUE[t]).sort()).toEqual(['en', 'es']);
  });

  for (const template of TEMPLATES) {
    for (const language of LANGUAGES) {
      it(`${template} (${language}): a subject, a plain text part and an HTML part with the same facts`, () => {
        const mail = render(template, language);
        expect(mail.subject.length).toBeGreaterThan(10);
        expect(mail.subject).toContain('Clearsheets');
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.text).toContain(HOSTILE);
        expect(mail.html).toMatch(/^<!doctype html>/);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).toContain('Clearsheets');
        expect(mail.html).toContain(escapeHtml(HOSTILE));
        if ('link' in SAMPLES[template]) {
          expect(mail.text).toContain(LINK);
          expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
        }
        for (const value of Object.values(SAMPLES[template])) {
          expect(mail.text).toContain(String(value));
          expect(mail.html).toContain(escapeHtml(String(value)));
        }
      });

      it(`${template} (${language}): escapes every value in HTML`, () => {
        const { html } = render(template, language);
        expect(html).not.toContain('<script>');
        expect(html).not.toContain(`"x"`);
        expect(html).not.toContain(`'quoted'`);
        // Only the layout's own tags: every < opens a known element.
        const tags = new Set([...html.matchAll(/<\/?([a-z!]+)/g)].map((m) => m[1]));
        expect(
          [...tags].every((tag) => /^(!doctype|html|head|meta|title|body|table|tr|td|th|p|a|br)$/.test(tag!)),
        ).toBe(true);
      });
    }
  }

  it('says the same thing in both parts in the language asked for', () => {
    const en = renderMail({
      to: 'a@example.org',
      language: 'en',
      template: 'reset-password',
      data: { firstName: 'Ana', link: LINK, expiresInMinutes: 60 },
    });
    const es = renderMail({
      to: 'a@example.org',
      language: 'es',
      template: 'reset-password',
      data: { firstName: 'Ana', link: LINK, expiresInMinutes: 60 },
    });
    expect(en.subject).toBe('Reset your Clearsheets password');
    expect(en.text).toContain('expires in 60 minutes');
    expect(en.html).toContain('expires in 60 minutes');
    expect(es.subject).toBe('Restablece tu contraseña de Clearsheets');
    expect(es.text).toContain('vence en 60 minutos');
    expect(es.html).toContain('vence en 60 minutos');
  });

  it('refuses a link that is not an absolute http(s) address', () => {
    for (const link of ['/teacher/emailverified?token=1', 'javascript:alert(1)', 'mailto:a@example.org']) {
      expect(() =>
        renderMail({ to: 'a@example.org', language: 'en', template: 'verify-email', data: { firstName: 'A', link } }),
      ).toThrow(/absolute http\(s\)|http\(s\)/);
    }
  });
});
