import { Box, VisuallyHidden } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { LANGUAGE_STORAGE_KEY, type Language } from '../../lib/language';
import { writeStorage } from '../../lib/storage';
import { useSaveStudentLanguage, useStudentLanguage } from '../../lib/student-language';
import './student-language-switch.css';

/**
 * Each language is named in itself, so a student who cannot read the current one still finds theirs. On a
 * phone held upright the header has room for "EN" / "ES" only; the full name stays the accessible name.
 * Two native radio buttons drawn as one pill (student-language-switch.css): the header is on every student
 * page, and this keeps a segmented-control component out of the first load.
 */
const OPTIONS: { value: Language; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'es', name: 'Español' },
];
const LABEL: Record<Language, string> = { en: 'Language', es: 'Idioma' };

const asLanguage = (value: string | undefined): Language => (value?.startsWith('es') ? 'es' : 'en');

/**
 * Applies the language the server decides for the student (docs/decisions/0022) to the student screens, and
 * lets the student switch it: the choice is saved on the server, so it follows them to any device.
 */
export function StudentLanguageSwitch() {
  const { i18n } = useTranslation();
  const labelId = useId();
  const server = useStudentLanguage();
  const save = useSaveStudentLanguage();
  const decided = server.data?.language;

  useEffect(() => {
    if (!decided) return;
    writeStorage(LANGUAGE_STORAGE_KEY, decided);
    if (i18n.language !== decided) void i18n.changeLanguage(decided);
  }, [decided, i18n]);

  const current = asLanguage(i18n.language);
  const choose = (language: Language) => {
    writeStorage(LANGUAGE_STORAGE_KEY, language);
    void i18n.changeLanguage(language);
    save.mutate(language);
  };
  return (
    <fieldset aria-labelledby={labelId} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <VisuallyHidden id={labelId}>{LABEL[current]}</VisuallyHidden>
      <div className="cs-language-switch">
        {OPTIONS.map(({ value, name }) => (
          <label key={value} data-checked={current === value || undefined}>
            <input
              type="radio"
              name={labelId}
              value={value}
              checked={current === value}
              onChange={() => choose(value)}
              aria-label={name}
            />
            <Box component="span" aria-hidden="true" visibleFrom="xs">
              {name}
            </Box>
            <Box component="span" aria-hidden="true" hiddenFrom="xs">
              {value.toUpperCase()}
            </Box>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
