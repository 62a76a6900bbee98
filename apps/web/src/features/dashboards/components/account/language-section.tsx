import { type Language, MESSAGES, type TAccount } from '@clearsheets/shared';
import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SectionCard } from '../../../../components/section-card';
import { useAccountT } from '../../account-i18n';
import { useSetLanguage } from '../../api/account-queries';
import { useMessages } from './form-text';
import { SectionNotice } from './section-notice';

/** English or Spanish: the staff screens follow at once (where translated), and so does mail. */
export function LanguageSection({ account }: { account: TAccount }) {
  const at = useAccountT();
  const { text, errorText } = useMessages();
  const save = useSetLanguage();
  const [saved, setSaved] = useState(false);
  // The choice shows at once; the saved account replaces it when the server answers (or on failure).
  const [choice, setChoice] = useState<Language | null>(null);
  return (
    <SectionCard title={at('account.languageForm.heading')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {at('account.languageForm.intro')}
        </Text>
        <Radio.Group
          label={at('account.languageForm.label')}
          name="language"
          value={choice ?? account.language}
          onChange={(value) => {
            setSaved(false);
            setChoice(value as Language);
            save.mutate(
              { language: value as Language },
              { onSuccess: () => setSaved(true), onSettled: () => setChoice(null) },
            );
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="en" label={at('account.languageForm.en')} lang="en" />
            <Radio value="es" label={at('account.languageForm.es')} lang="es" />
          </Stack>
        </Radio.Group>
        {saved && <SectionNotice tone="success">{text(MESSAGES.languageSaved)}</SectionNotice>}
        {save.isError && <SectionNotice tone="error">{errorText(save.error)}</SectionNotice>}
      </Stack>
    </SectionCard>
  );
}
