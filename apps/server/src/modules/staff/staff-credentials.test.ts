import { describe, expect, it } from 'vitest';
import { isUniqueViolation, likeContains } from './staff.repository';
import { firstFreeUsername, generateTemporaryPassword, staffUsernameBase } from './staff-credentials';

describe('staff credentials', () => {
  it('makes temporary passwords of 14 unambiguous characters with a lower, an upper and a digit', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generateTemporaryPassword();
      expect(p).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{14}$/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[2-9]/);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });

  it('takes the username from the email local part, else from the name', () => {
    expect(staffUsernameBase('Ana.Garcia@school.org', 'Ana', 'Garcia')).toBe('ana.garcia');
    expect(staffUsernameBase('josé.núñez+staff@x.org', 'José', 'Núñez')).toBe('jose.nunezstaff');
    expect(staffUsernameBase('.under_score.@x.org', 'U', 'S')).toBe('under_score');
    expect(staffUsernameBase('ab@x.org', 'María José', "O'Neil")).toBe('mariajose.oneil');
    expect(staffUsernameBase('a@x.org', 'Ø', 'Ł')).toBe('staff.staff');
    expect(staffUsernameBase(`${'x'.repeat(60)}@x.org`, 'A', 'B')).toHaveLength(34);
  });

  it('picks the first free username, or spreads out when asked to skip', () => {
    expect(firstFreeUsername('sam', [])).toBe('sam');
    expect(firstFreeUsername('sam', ['sam', 'sam2', 'samuel'])).toBe('sam3');
    expect(firstFreeUsername('sam', ['sam', 'sam3'], 1)).toBe('sam4');
  });

  it('escapes LIKE wildcards so a search is literal', () => {
    expect(likeContains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it("recognises unique violations from postgres.js and PGlite errors, wrapped in Drizzle's cause", () => {
    const postgresJs = { code: '23505', constraint_name: 'users_email_key' };
    const pglite = { code: '23505', constraint: 'users_username_key' };
    expect(isUniqueViolation({ message: 'Failed query', cause: postgresJs }, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(pglite, 'users_username_key')).toBe(true);
    expect(isUniqueViolation(pglite, 'users_email_key')).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
