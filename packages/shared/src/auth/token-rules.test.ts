import { describe, expect, it } from 'vitest';
import { type AccessTokenClaims, checkTokenClaims, decodeJwtPayload } from './token-rules';

const NOW = Date.UTC(2026, 10, 21, 8, 0, 30); // 08:00:30
const opts = { clientId: 'clearsheets-web', authority: 'https://auth.example.org', nowMs: NOW };
const info = (products?: { ProductId: number }[]) => JSON.stringify({ UserId: 1, Products: products });
const claims = (over: Partial<AccessTokenClaims> = {}): AccessTokenClaims => ({
  exp: NOW / 1000 + 15 * 60,
  client_id: 'clearsheets-web',
  iss: 'https://auth.example.org',
  Role: 'Teacher',
  UserInfo: info([{ ProductId: 2 }]),
  ...over,
});

describe('checkTokenClaims (the spec client rule)', () => {
  it('accepts a current token of our client, issuer and product', () => {
    expect(checkTokenClaims(claims(), opts)).toEqual({ valid: true });
  });

  it('refuses a missing token or one without an expiry', () => {
    expect(checkTokenClaims(null, opts)).toEqual({ valid: false, reason: 'malformed' });
    expect(checkTokenClaims(claims({ exp: undefined }), opts)).toEqual({ valid: false, reason: 'malformed' });
  });

  it('compares expiry in minutes: a token ending within the current minute is expired', () => {
    const sameMinute = Date.UTC(2026, 10, 21, 8, 0, 59) / 1000;
    const nextMinute = Date.UTC(2026, 10, 21, 8, 1, 0) / 1000;
    const past = NOW / 1000 - 60;
    expect(checkTokenClaims(claims({ exp: past }), opts)).toEqual({ valid: false, reason: 'expired' });
    expect(checkTokenClaims(claims({ exp: sameMinute }), opts)).toEqual({ valid: false, reason: 'expired' });
    expect(checkTokenClaims(claims({ exp: nextMinute }), opts)).toEqual({ valid: true });
  });

  it('refuses another client id', () => {
    expect(checkTokenClaims(claims({ client_id: 'other' }), opts)).toEqual({ valid: false, reason: 'client' });
    expect(checkTokenClaims(claims({ client_id: undefined }), opts)).toEqual({ valid: false, reason: 'client' });
  });

  it('needs an issuer containing the authentication address', () => {
    expect(checkTokenClaims(claims({ iss: 'https://auth.example.org/tenant' }), opts).valid).toBe(true);
    expect(checkTokenClaims(claims({ iss: 'https://evil.example.com' }), opts)).toEqual({
      valid: false,
      reason: 'issuer',
    });
    expect(checkTokenClaims(claims({ iss: undefined }), opts)).toEqual({ valid: false, reason: 'issuer' });
  });

  it('needs product 2 among the listed products for staff', () => {
    const other = claims({ UserInfo: info([{ ProductId: 1 }, { ProductId: 8 }]) });
    expect(checkTokenClaims(other, opts)).toEqual({ valid: false, reason: 'product' });
    expect(checkTokenClaims(claims({ UserInfo: info([{ ProductId: 1 }, { ProductId: 2 }]) }), opts).valid).toBe(true);
  });

  it('accepts a token that lists no products', () => {
    expect(checkTokenClaims(claims({ UserInfo: info([]) }), opts).valid).toBe(true);
    expect(checkTokenClaims(claims({ UserInfo: info(undefined) }), opts).valid).toBe(true);
    expect(checkTokenClaims(claims({ UserInfo: undefined }), opts).valid).toBe(true);
  });

  it('does not ask a student for product 2', () => {
    const student = claims({ Role: 'Student', UserInfo: info([{ ProductId: 1 }]) });
    expect(checkTokenClaims(student, opts).valid).toBe(true);
  });

  it('refuses a staff token whose UserInfo is not JSON', () => {
    expect(checkTokenClaims(claims({ UserInfo: '{not json' }), opts)).toEqual({ valid: false, reason: 'malformed' });
  });

  it('checks against another product when configured', () => {
    expect(checkTokenClaims(claims(), { ...opts, productId: 8 })).toEqual({ valid: false, reason: 'product' });
  });
});

describe('decodeJwtPayload', () => {
  const encode = (obj: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(obj))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');

  it('reads the payload of a JWT, including non-ASCII names', () => {
    const token = `${encode({ alg: 'ES256' })}.${encode({ sub: '7', UserInfo: '{"FirstName":"José"}' })}.sig`;
    expect(decodeJwtPayload(token)).toEqual({ sub: '7', UserInfo: '{"FirstName":"José"}' });
  });

  it('returns null for anything that is not a JWT', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('abc')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(`x.${encode('just a string')}.y`)).toBeNull();
  });
});
