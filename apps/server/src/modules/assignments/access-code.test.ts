import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH, newAccessCode } from './access-code';

describe('access codes', () => {
  it('are six characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 500; i++) {
      const code = newAccessCode();
      expect(code).toHaveLength(ACCESS_CODE_LENGTH);
      for (const ch of code) expect(ACCESS_CODE_ALPHABET).toContain(ch);
    }
  });

  it('never use characters that look alike', () => {
    for (const ch of '0O1IL5S2Z8B') expect(ACCESS_CODE_ALPHABET).not.toContain(ch);
  });
});
