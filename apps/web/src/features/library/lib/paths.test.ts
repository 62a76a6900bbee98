import { describe, expect, it } from 'vitest';
import { assignPath, idParam, studioPath, worksheetPath } from './paths';

describe('worksheet paths', () => {
  it('builds the spec routes with their ids', () => {
    expect(assignPath(7)).toBe('/teacher/worksheet/assignWorksheet?worksheetId=7');
    expect(worksheetPath(7)).toBe('/teacher/worksheet?id=7');
    expect(studioPath(7)).toBe('/teacher/clearsheetstudio?id=7');
  });

  it('reads only positive whole ids', () => {
    expect(idParam(new URLSearchParams('id=12'))).toBe(12);
    for (const bad of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc'])
      expect(idParam(new URLSearchParams(bad))).toBeNull();
  });
});
