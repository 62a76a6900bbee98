import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TextTree, textsOf } from './i18n';
import type { Language } from './language';

// Every screen exists in English and Spanish: the app-wide locales and every feature's bundle are loaded (found by
// scanning the source for the calls that register texts, so a new bundle is checked without being listed here),
// and each key must exist in both languages. Plural forms are compared by their base key, and each language must
// have the forms its own plural rules ask for (Spanish may need forms English has not, and the other way round).

const SOURCE = join(__dirname, '..');
const REGISTERS = /\b(addFeatureBundle|addTexts)\(/;
/** The translator's own test adds texts in one language on purpose. */
const TEST_NAMESPACE = 'i18nTest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const bundleFiles = sourceFiles(SOURCE).filter(
  (file) => !file.endsWith(join('lib', 'i18n.ts')) && REGISTERS.test(readFileSync(file, 'utf8')),
);

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Dotted keys of a tree, with the plural forms found under each base key. */
function keysOf(tree: TextTree, prefix = '', into = new Map<string, Set<string>>()) {
  for (const [key, value] of Object.entries(tree)) {
    if (!prefix && key === TEST_NAMESPACE) continue;
    if (typeof value === 'string') {
      const form = PLURAL.exec(key)?.[1];
      const base = `${prefix}${form ? key.slice(0, -form.length - 1) : key}`;
      const forms = into.get(base) ?? new Set<string>();
      if (form) forms.add(form);
      into.set(base, forms);
    } else keysOf(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** Every text of a tree by its dotted key. */
function textsByKey(tree: TextTree, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    if (!prefix && key === TEST_NAMESPACE) continue;
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else textsByKey(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** Texts a Spanish screen shows as English does: placeholders and numbers alone, names of the product and its
 * parts, and the few words both languages spell alike. */
const SAME_IN_BOTH =
  /^(\s|\{\{[\w.]+\}\}|[\d.,:;·•/%+\-–—()×…#|]|Clear ?[Ss]heets?( Studio)?|Clear ?Lessons?|My Clear Lessons?|Clear Monitor|Studio|Premium|Total|No|Normal|Email|PDF|CSV|QR|ID|TEKS|STAAR|OneRoster|QTI|Stripe|PIN|OK|Error|Final|Global|Local|Real|Plan|Color|Audio|Video|Chat|Links?|Web|Online|min|h|pts|±|Neutral|Avatar|[A-Z]\d?)*$/;

/** Texts that are names (of a game, of sample students) or each language named in itself. */
const SAME_BY_DESIGN = new Set([
  'arcade.games.boggie',
  'classes.rows.pastePlaceholder',
  'classes.settings.lang_en',
  'classes.settings.lang_es',
]);

/** The plural forms a count can ask for in this language (whole numbers: the app counts things). */
function formsNeeded(language: Language): Set<string> {
  const rules = new Intl.PluralRules(language);
  const forms = new Set<string>(['other']);
  for (let n = 0; n <= 200; n += 1) forms.add(rules.select(n));
  return forms;
}

describe('every text in both languages', () => {
  // Loading every bundle (and the screens' imports they pull in) takes seconds on a busy machine; when the load is
  // cut short, the next test would report keys as missing that are only not loaded yet.
  it('finds the feature bundles by the calls that register them', { timeout: 60_000 }, async () => {
    expect(bundleFiles.length).toBeGreaterThan(20);
    for (const file of bundleFiles) await import(/* @vite-ignore */ file);
  });

  it('has each key in English and in Spanish', () => {
    const en = keysOf(textsOf('en'));
    const es = keysOf(textsOf('es'));
    expect(
      [...en.keys()].filter((key) => !es.has(key)),
      'keys in English only',
    ).toEqual([]);
    expect(
      [...es.keys()].filter((key) => !en.has(key)),
      'keys in Spanish only',
    ).toEqual([]);
  });

  it('has each Spanish text written in Spanish, not copied from English', () => {
    const spanish = textsByKey(textsOf('es'));
    const copied = [...textsByKey(textsOf('en'))].filter(
      ([key, text]) => spanish.get(key) === text && !SAME_IN_BOTH.test(text) && !SAME_BY_DESIGN.has(key),
    );
    expect(copied.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('has the plural forms each language needs, and no others', () => {
    const problems: string[] = [];
    for (const language of ['en', 'es'] as const) {
      const needed = formsNeeded(language);
      const allowed = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
      for (const [key, forms] of keysOf(textsOf(language))) {
        if (forms.size === 0) continue;
        for (const form of needed) if (!forms.has(form)) problems.push(`${language} ${key}: no _${form}`);
        for (const form of forms)
          if (!allowed.has(form as Intl.LDMLPluralRule)) problems.push(`${language} ${key}: _${form}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the bundle files it checked', () => {
    expect(bundleFiles.map((file) => relative(SOURCE, file))).toContain('features/lessons/i18n.ts');
  });
});
