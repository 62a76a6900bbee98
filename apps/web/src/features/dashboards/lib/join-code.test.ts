import { describe, expect, it } from 'vitest';
import { cleanJoinCode, isCompleteJoinCode, joinCodeFromLink } from './join-code';

describe('join codes as typed', () => {
  it('keeps letters and digits, upper case, at most six', () => {
    expect(cleanJoinCode(' ab c-d3f ')).toBe('ABCD3F');
    expect(cleanJoinCode('acd3f9xyz')).toBe('ACD3F9');
    expect(cleanJoinCode('ñ!?')).toBe('');
  });

  it('is complete only at six characters', () => {
    expect(isCompleteJoinCode('acd3f')).toBe(false);
    expect(isCompleteJoinCode('acd3f9')).toBe(true);
  });

  it('reads a code from a shared link, ignoring anything that is not one', () => {
    expect(joinCodeFromLink(new URLSearchParams('code=acd3f9'))).toBe('ACD3F9');
    expect(joinCodeFromLink(new URLSearchParams('code=ab'))).toBeNull();
    expect(joinCodeFromLink(new URLSearchParams(''))).toBeNull();
  });
});
