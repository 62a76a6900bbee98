import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Encrypts what the school must be able to read back (student passwords for sign-in cards) with
 * AES-256-GCM under a key kept in the data folder, never in the database. */
export interface CredentialBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** A value only this server can compute from `input` (HMAC under a key derived for `purpose`): the same
   * input always gives the same output, e.g. the one successor of a refresh token. */
  derive(purpose: string, input: string): string;
}

export function loadOrCreateCredentialBox(dataDir: string): CredentialBox {
  const file = path.join(dataDir, 'keys', 'credential-key.bin');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const key = fs.readFileSync(file);
  const macKey = (purpose: string) => Buffer.from(hkdfSync('sha256', key, '', `clearsheets:${purpose}`, 32));
  return {
    derive(purpose, input) {
      return createHmac('sha256', macKey(purpose)).update(input).digest('base64url');
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable credential');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
