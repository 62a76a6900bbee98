import type { TWorksheetDetail } from '@clearsheets/shared';
import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useLibraryT } from '../i18n';
import { QuestionsPreview } from './questions-preview';

/** The worksheet's questions as students see them, with the correct answers on request (teachers only). */
export function WorksheetQuestions({ worksheet }: { worksheet: TWorksheetDetail }) {
  const t = useLibraryT();
  const [showAnswers, setShowAnswers] = useState(false);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id={headingId}>
            {t('library.detail.questionsHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('library.detail.questionsIntro')}
          </Text>
        </Stack>
        <Switch
          label={t('library.detail.showAnswers')}
          checked={showAnswers}
          onChange={(event) => setShowAnswers(event.currentTarget.checked)}
        />
      </Group>
      {worksheet.questions.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>{t('library.detail.noQuestions')}</Text>
        </Paper>
      ) : (
        <QuestionsPreview worksheet={worksheet} showAnswers={showAnswers} />
      )}
    </Stack>
  );
}
