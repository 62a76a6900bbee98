import { describe, expect, it } from 'vitest';
import { describeSendError } from './transport';

describe('describeSendError', () => {
  const url = 'smtp://mailer%40school.org:s3cr%3Dt-pass@mail.school.org:587';

  it('keeps the error code, the SMTP reply code and the message', () => {
    const err = Object.assign(new Error('Invalid login: 535 5.7.8 Authentication failed'), {
      code: 'EAUTH',
      responseCode: 535,
    });
    expect(describeSendError(err, url)).toBe('EAUTH 535 Invalid login: 535 5.7.8 Authentication failed');
  });

  it('never records the SMTP user name, password or address with them', () => {
    const err = new Error(`failed for ${url} as mailer@school.org with s3cr=t-pass and s3cr%3Dt-pass`);
    const text = describeSendError(err, url);
    expect(text).not.toContain('s3cr');
    expect(text).not.toContain('mailer@school.org');
    expect(text).not.toContain('mailer%40school.org');
  });

  it('is one short line', () => {
    const text = describeSendError(new Error(`line one\nline two ${'x'.repeat(2000)}`), undefined);
    expect(text).not.toContain('\n');
    expect(text.length).toBeLessThanOrEqual(500);
  });
});
