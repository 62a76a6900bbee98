import { describe, expect, it } from 'vitest';
import { SAMPLE_QUESTIONS } from '../../../test/kits/attempts/test-support';
import { parseSnapshot } from './attempt-caches';

describe('parsing a snapshot', () => {
  it('keeps every valid question with its passage and skips what does not parse', () => {
    const raw = [
      { ...SAMPLE_QUESTIONS[0], id: 11 },
      { ...SAMPLE_QUESTIONS[2], id: 12, passageId: 5, passage: { id: 5, title: 'T', body: 'B' } },
      { id: 13, answerType: 1, prompt: 'broken' },
    ];
    const snapshot = parseSnapshot(7, raw);
    expect(snapshot.questions.map((q) => q.id)).toEqual([11, 12]);
    expect(snapshot.byId.get(12)?.passage).toEqual({ id: 5, title: 'T', body: 'B' });
    expect(parseSnapshot(7, null).questions).toEqual([]);
  });
});
