import { type Grade, MESSAGES, ONEROSTER_IMPORT_MAX_BYTES } from '@clearsheets/shared';
import { Button, Card, Select, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ImportFileField, useImportFile } from '../../../components/import-job/import-file-field';
import { notify } from '../../../components/notify';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { type AcceptedRosterImport, useUploadOneRoster } from '../api/roster-queries';
import { useRosterT } from '../i18n';

const KINDS = ['zip'] as const;

/** The zip picker and upload; a refused file shows the server's message (and its detail) under the field. */
export function OneRosterUploadForm({ onUploaded }: { onUploaded: (job: AcceptedRosterImport) => void }) {
  const t = useRosterT();
  const labels = useGradeSubjectLabels();
  const upload = useUploadOneRoster();
  const file = useImportFile(KINDS, t('roster.upload.fileRequired'), ONEROSTER_IMPORT_MAX_BYTES);
  const [defaultGrade, setDefaultGrade] = useState<Grade | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.validate();
    if (!chosen) return;
    upload.mutate(
      { file: chosen, defaultGrade: defaultGrade ?? undefined },
      {
        onSuccess: (job) => {
          notify({ message: job.notice ?? MESSAGES.uploadInProgress, closeLabel: t('roster.close') });
          file.clear();
          onUploaded(job);
        },
        onError: file.refused,
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('roster.upload.heading')}
        </Title>
        <ImportFileField
          state={file}
          label={t('roster.upload.fileLabel')}
          description={t('roster.upload.fileDescription', { mb: Math.round(ONEROSTER_IMPORT_MAX_BYTES / 1024 / 1024) })}
          placeholder={t('roster.upload.filePlaceholder')}
        />
        <Select
          label={t('roster.upload.defaultGradeLabel')}
          description={t('roster.upload.defaultGradeDescription')}
          placeholder={t('roster.upload.defaultGradePlaceholder')}
          data={labels.gradeOptions()}
          value={defaultGrade}
          onChange={(value) => setDefaultGrade(value as Grade | null)}
          clearable
          comboboxProps={{ withinPortal: true }}
          style={{ maxWidth: 320 }}
          data-field="defaultGrade"
        />
        <Button type="submit" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('roster.upload.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
