import { toStudentQuestion } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { moveItem, orderingOf, partValue, responseOfType, setPart, toggleChoice } from './response-edit';

describe('toggleChoice', () => {
  it('adds and removes with several answers allowed, keeping the order picked', () => {
    expect(toggleChoice([], 'a', true)).toEqual(['a']);
    expect(toggleChoice(['a'], 'c', true)).toEqual(['a', 'c']);
    expect(toggleChoice(['a', 'c'], 'a', true)).toEqual(['c']);
  });

  it('keeps one pick at most otherwise (clicking it again clears it)', () => {
    expect(toggleChoice(['a'], 'b', false)).toEqual(['b']);
    expect(toggleChoice(['b'], 'b', false)).toEqual([]);
  });
});

describe('moveItem', () => {
  it('moves one item and leaves the input alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 2, -1)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 9, 0)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('orderingOf', () => {
  const view = toStudentQuestion(
    {
      id: 4,
      answerType: 4,
      prompt: 'Order',
      points: 1,
      content: {
        items: [
          { id: 'a', text: '1' },
          { id: 'b', text: '2' },
          { id: 'c', text: '3' },
        ],
      },
    },
    'seed',
  );
  if (view.answerType !== 4) throw new Error('type');
  const shown = view.items.map((i) => i.id);

  it('is the saved order when it fits the items, else the order shown', () => {
    expect(orderingOf(view, { answerType: 4, order: ['c', 'b', 'a'] })).toEqual(['c', 'b', 'a']);
    expect(orderingOf(view, undefined)).toEqual(shown);
    expect(orderingOf(view, { answerType: 4, order: ['a', 'b'] })).toEqual(shown);
    expect(orderingOf(view, { answerType: 4, order: ['a', 'a', 'b'] })).toEqual(shown);
    expect(orderingOf(view, { answerType: 4, order: ['a', 'b', 'x'] })).toEqual(shown);
    expect(orderingOf(view, { answerType: 1, choiceId: 'a' })).toEqual(shown);
  });
});

describe('parts', () => {
  it('sets and clears one part without touching the others', () => {
    const start = { city: 'Austin' };
    expect(setPart(start, 'q', '1.5')).toEqual({ city: 'Austin', q: '1.5' });
    expect(setPart(start, 'city', '')).toEqual({});
    expect(start).toEqual({ city: 'Austin' });
  });

  it('reads only own answers', () => {
    expect(partValue({}, 'constructor')).toBe('');
    expect(partValue(setPart({}, 'constructor', 'x'), 'constructor')).toBe('x');
    expect(partValue(undefined, 'a')).toBe('');
  });

  it('ignores a response of another type', () => {
    expect(responseOfType(3, { answerType: 3, text: 'hi' })).toEqual({ answerType: 3, text: 'hi' });
    expect(responseOfType(3, { answerType: 8, text: 'hi' })).toBeUndefined();
    expect(responseOfType(3, null)).toBeUndefined();
  });
});
