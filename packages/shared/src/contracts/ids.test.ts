import { describe, expect, it } from 'vitest';
import { ID_MAX, idField, ZBigIdParam, ZId, ZIdParam } from './ids';

describe('ids', () => {
  it('takes the text of an id from a path or query string, nothing else', () => {
    expect(ZIdParam.parse('1')).toBe(1);
    expect(ZIdParam.parse('2147483647')).toBe(ID_MAX);
    for (const bad of ['abc', '-1', '1.5', '2147483648', '01', '0', '', ' 1', '1 ', '+1', '1e3', '0x10', '99999999999'])
      expect(ZIdParam.safeParse(bad).success, bad).toBe(false);
  });

  it('takes the ids of bigserial tables up to 2^53 - 1, by the same text rule', () => {
    expect(ZBigIdParam.parse('2147483648')).toBe(2_147_483_648);
    expect(ZBigIdParam.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    for (const bad of ['abc', '-1', '1.5', '01', '0', '9007199254740992', '99999999999999999999'])
      expect(ZBigIdParam.safeParse(bad).success, bad).toBe(false);
  });

  it('takes a whole number from 1 to 2147483647 in a body', () => {
    expect(ZId.parse(1)).toBe(1);
    expect(ZId.parse(ID_MAX)).toBe(ID_MAX);
    for (const bad of [0, -1, 1.5, ID_MAX + 1, Number.NaN, Number.POSITIVE_INFINITY, '1', null])
      expect(ZId.safeParse(bad).success, String(bad)).toBe(false);
  });

  it("speaks the field's own words when given them", () => {
    expect(idField('Choose a teacher first').safeParse(undefined).error?.issues[0]?.message).toBe(
      'Choose a teacher first',
    );
  });
});
