import { IMPORT_MAX_BYTES, MESSAGES } from '@clearsheets/shared';
import { Button, Card, Stack, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { ImportFileField, useImportFile } from '../../../components/import-job/import-file-field';
import { notify } from '../../../components/notify';
import { type AcceptedRosterImport, useUploadOneRoster } from '../api/roster-queries';
import { useRosterT } from '../i18n';

const KINDS = ['zip'] as const;

/** The zip picker and upload; a refused file shows the server's message (and its detail) under the field. */
export function OneRosterUploadForm({ onUploaded }: { onUploaded: (job: AcceptedRosterImport) => void }) {
  const t = useRosterT();
  const upload = useUploadOneRoster();
  const file = useImportFile(KINDS, t('roster.upload.fileRequired'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.validate();
    if (!chosen) return;
    upload.mutate(chosen, {
      onSuccess: (job) => {
        notify({ message: job.notice ?? MESSAGES.uploadInProgress, closeLabel: t('roster.close') });
        file.clear();
        onUploaded(job);
      },
      onError: file.refused,
    });
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
          description={t('roster.upload.fileDescription', { mb: Math.round(IMPORT_MAX_BYTES / 1024 / 1024) })}
          placeholder={t('roster.upload.filePlaceholder')}
        />
        <Button type="submit" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('roster.upload.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
