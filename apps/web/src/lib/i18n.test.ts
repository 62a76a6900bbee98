import { describe, expect, it } from 'vitest';
import { addTexts, i18n, translate } from './i18n';

// The translator's rules, the ones the screens rely on (they were i18next's; the app's texts are written for them).
addTexts('en', {
  i18nTest: {
    rows_one: '{{count}} row',
    rows_other: '{{count}} rows',
    greet: 'Hello, {{name}}',
    nested: 'By {{user.name}}',
    englishOnly: 'Only in English',
  },
});
addTexts('es', { i18nTest: { rows_one: '{{count}} fila', rows_other: '{{count}} filas', greet: 'Hola, {{name}}' } });

describe('translate', () => {
  it('picks the plural form by the language rules, with the count interpolated', () => {
    expect(translate('en', 'i18nTest.rows', { count: 1 })).toBe('1 row');
    expect(translate('en', 'i18nTest.rows', { count: 0 })).toBe('0 rows');
    expect(translate('en', 'i18nTest.rows', { count: 2 })).toBe('2 rows');
    expect(translate('es', 'i18nTest.rows', { count: 1 })).toBe('1 fila');
    // Spanish names a "many" form for large numbers; without one the "other" form is used.
    expect(translate('es', 'i18nTest.rows', { count: 1_000_000 })).toBe('1000000 filas');
  });

  it('interpolates values (dotted paths too) and leaves a placeholder without a value as it is', () => {
    expect(translate('es', 'i18nTest.greet', { name: 'Mia' })).toBe('Hola, Mia');
    expect(translate('en', 'i18nTest.nested', { user: { name: 'Ms. Lopez' } })).toBe('By Ms. Lopez');
    expect(translate('en', 'i18nTest.greet')).toBe('Hello, {{name}}');
  });

  it('falls back to English, and shows a key with no text anywhere as itself', () => {
    expect(translate('es', 'i18nTest.englishOnly')).toBe('Only in English');
    expect(translate('es', 'i18nTest.missing')).toBe('i18nTest.missing');
    // A message text used as a key (dots and colons included) comes back unchanged.
    expect(translate('en', 'Try again. Or not: later')).toBe('Try again. Or not: later');
  });

  it('never overwrites a text that is already there', () => {
    addTexts('en', { i18nTest: { greet: 'Changed', added: 'New' } });
    expect(translate('en', 'i18nTest.greet', { name: 'Mia' })).toBe('Hello, Mia');
    expect(translate('en', 'i18nTest.added')).toBe('New');
  });
});

describe('Translator', () => {
  it('clones share the texts but not the language, and a change of language is announced once', () => {
    const student = i18n.clone('en');
    const heard: string[] = [];
    const unsubscribe = student.subscribe((language) => heard.push(language));
    student.changeLanguage('es');
    student.changeLanguage('es');
    unsubscribe();
    student.changeLanguage('en');
    expect(heard).toEqual(['es']);
    expect(i18n.language).toBe('en');
    addTexts('es', { i18nTest: { late: 'Tarde' } });
    expect(student.getFixedT('es')('i18nTest.late' as never)).toBe('Tarde');
  });

  it('has the app texts: English complete, Spanish where translated', () => {
    expect(i18n.t('common.signOut')).toBe('Sign out');
    expect(i18n.getFixedT('es')('common.signOut')).not.toBe('Sign out');
  });
});
