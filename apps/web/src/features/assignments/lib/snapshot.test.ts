import { describe, expect, it } from 'vitest';
import { previewOfSnapshot } from './snapshot';

describe('previewOfSnapshot', () => {
  it('keeps the assigned order and gathers each passage once, by id', () => {
    const snapshot = [
      { id: 10, answerType: 1, passageId: 3, passage: { title: 'Pond', body: 'Frogs...' } },
      { id: 11, answerType: 3, passageId: 3, passage: { title: 'Pond', body: 'Frogs...' } },
      { id: 12, answerType: 8 },
    ];
    const preview = previewOfSnapshot(snapshot);
    expect(preview.questions.map((q) => [q.id, q.position])).toEqual([
      [10, 0],
      [11, 1],
      [12, 2],
    ]);
    expect(preview.questions[0]?.data).not.toHaveProperty('passage');
    expect(preview.passages).toEqual([{ id: 3, title: 'Pond', body: 'Frogs...' }]);
  });
});
