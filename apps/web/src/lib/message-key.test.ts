import { licensedGradeMessage, MESSAGES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import './locales/staff-es';
import { detailKeyOf } from './message-key';

describe('server messages shown in the language of the screen', () => {
  it("finds the catalogue's licensed-grade detail with its grade, in English as the spec words it and in Spanish", () => {
    const found = detailKeyOf(licensedGradeMessage('5'))!;
    expect(translate('en', found.key, found.values)).toBe('for your license you have access of grade 5');
    expect(translate('es', found.key, found.values)).toBe('Tu licencia te da acceso al grado 5');
  });

  it('finds plain catalogue messages and leaves other text as it is', () => {
    expect(detailKeyOf(MESSAGES.classUpdated)).toEqual({ key: 'messages.classUpdated', values: {} });
    expect(detailKeyOf('The class has 30 of 30 students')).toBeUndefined();
  });
});
