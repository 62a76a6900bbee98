import { describe, expect, it } from 'vitest';
import { nextPartId } from './part-ids';
import { moveItem } from './reorder';
import { insertMarker, syncParts } from './template-sync';

const make = (id: string) => ({ id, answers: [] as string[] });

describe('syncParts', () => {
  it('keeps one part per marker, in reading order, and stashes parts whose marker went away', () => {
    const b1 = { id: 'b1', answers: ['x'] };
    const b2 = { id: 'b2', answers: ['y'] };
    const first = syncParts('{{blank:b2}} and {{blank:b3}}', 'blank', [b1, b2], new Map(), make);
    expect(first.parts).toEqual([b2, { id: 'b3', answers: [] }]);
    expect([...first.stash.keys()]).toEqual(['b1']);
    const back = syncParts('{{blank:b1}} {{blank:b2}} {{blank:b3}}', 'blank', first.parts, first.stash, make);
    expect(back.parts.map((p) => p.answers)).toEqual([['x'], ['y'], []]);
    expect(back.stash.size).toBe(0);
  });

  it('ignores the other kind of marker', () => {
    expect(syncParts('{{choice:c1}}', 'blank', [], new Map(), make).parts).toEqual([]);
  });
});

describe('insertMarker', () => {
  it('inserts at the cursor with spaces around it and a fresh id', () => {
    const result = insertMarker('The sum is.', 'blank', { start: 10, end: 10 }, ['b1']);
    expect(result).toEqual({ template: 'The sum is {{blank:b2}}.', id: 'b2', cursor: 23 });
  });

  it('replaces a selection and avoids ids already in the sentence', () => {
    const result = insertMarker('Pick {{choice:c1}} or red', 'choice', { start: 22, end: 25 }, []);
    expect(result.template).toBe('Pick {{choice:c1}} or {{choice:c2}}');
    expect(result.id).toBe('c2');
  });

  it('clamps a cursor outside the text', () => {
    expect(insertMarker('', 'blank', { start: 5, end: 9 }, []).template).toBe('{{blank:b1}}');
  });
});

describe('nextPartId and moveItem', () => {
  it('finds the first free id', () => {
    expect(nextPartId('c', ['c1', 'c3'])).toBe('c2');
    expect(nextPartId('i', [])).toBe('i1');
  });

  it('moves an item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
