import { afterEach, describe, expect, it } from 'vitest';
import { counts, formatLike, localeDateFormat } from './locale-format';

describe('dates and numbers in the language shown', () => {
  afterEach(() => formatLike({ language: 'en' }));

  it('formats in the language of the translator shown, read each time it formats', () => {
    const day = localeDateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const date = new Date('2026-11-21T12:00:00Z');
    const translator = { language: 'en' };
    formatLike(translator);
    expect(day.format(date)).toBe('Nov 21, 2026');
    translator.language = 'es';
    expect(day.format(date)).toMatch(/^21 nov\.? 2026$/);
    expect(counts.format(12500)).toMatch(/^12[,\u00a0 ]500$/);
  });
});
