import fs from 'node:fs';
import path from 'node:path';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export const SIGNING_ALG = 'ES256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

async function fromJwk(privateJwk: JWK): Promise<SigningKeys> {
  const { d: _d, ...publicJwk } = privateJwk;
  return {
    kid: String(privateJwk.kid),
    privateKey: (await importJWK(privateJwk, SIGNING_ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, SIGNING_ALG)) as CryptoKey,
    publicJwk: { ...publicJwk, use: 'sig', alg: SIGNING_ALG },
  };
}

/** Generates a key pair on first start and keeps it in the data folder, so every process on this host
 * (and every restart) signs and verifies with the same key. */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = path.join(dataDir, 'keys', 'signing-key.json');
  if (!fs.existsSync(file)) {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: `k${Date.now().toString(36)}`, alg: SIGNING_ALG };
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, JSON.stringify(jwk), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      // Another process wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return fromJwk(JSON.parse(fs.readFileSync(file, 'utf8')) as JWK);
}
