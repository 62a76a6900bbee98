import { IMPORT_MAX_BYTES, MESSAGES } from '@clearsheets/shared';
import { Button, Card, FileInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useFileProblemText } from '../../../components/import-job/i18n';
import { acceptAttribute, checkImportFile } from '../../../components/import-job/import-file-check';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-client';
import { type AcceptedRosterImport, useUploadOneRoster } from '../api/roster-queries';
import { useRosterT } from '../i18n';

const KINDS = ['zip'] as const;

/** The zip picker and upload; a refused file shows the server's message (and its detail) under the field. */
export function OneRosterUploadForm({ onUploaded }: { onUploaded: (job: AcceptedRosterImport) => void }) {
  const t = useRosterT();
  const problemText = useFileProblemText();
  const upload = useUploadOneRoster();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<{ title: string; detail?: string } | null>(null);

  const chooseFile = (next: File | null) => {
    setFile(next);
    const problem = next ? checkImportFile(next, KINDS, IMPORT_MAX_BYTES) : null;
    setFileError(problem ? { title: problemText(problem) } : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError({ title: t('roster.upload.fileRequired') });
      return;
    }
    const problem = checkImportFile(file, KINDS, IMPORT_MAX_BYTES);
    if (problem) {
      setFileError({ title: problemText(problem) });
      return;
    }
    setFileError(null);
    upload.mutate(file, {
      onSuccess: (job) => {
        notify({ message: job.notice ?? MESSAGES.uploadInProgress, closeLabel: t('roster.close') });
        setFile(null);
        onUploaded(job);
      },
      onError: (error) =>
        setFileError({
          title: isApiError(error) ? error.title : MESSAGES.somethingWentWrong,
          detail: isApiError(error) ? error.detail : undefined,
        }),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('roster.upload.heading')}
        </Title>
        <Stack gap={4}>
          <FileInput
            label={t('roster.upload.fileLabel')}
            description={t('roster.upload.fileDescription', { mb: Math.round(IMPORT_MAX_BYTES / 1024 / 1024) })}
            placeholder={t('roster.upload.filePlaceholder')}
            accept={acceptAttribute(KINDS)}
            value={file}
            onChange={chooseFile}
            withAsterisk
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            error={fileError?.title}
            errorProps={{ role: 'alert' }}
          />
          {fileError?.detail && (
            <Text size="sm" c="dimmed">
              {fileError.detail}
            </Text>
          )}
        </Stack>
        <Button type="submit" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('roster.upload.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
