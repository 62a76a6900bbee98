import { IMPORT_MAX_BYTES, MESSAGES, type TClassSummary } from '@clearsheets/shared';
import { Button, Card, FileInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useFileProblemText } from '../../../components/import-job/i18n';
import { acceptAttribute, checkImportFile } from '../../../components/import-job/import-file-check';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-client';
import { type AcceptedImport, useUploadStudents } from '../api/upload-students';
import { useImportsT } from '../i18n';
import { ClassPicker } from './class-picker';

const KINDS = ['csv', 'xlsx'] as const;

interface StudentUploadFormProps {
  classes: TClassSummary[];
  classId: number | null;
  onClassChange: (classId: number | null) => void;
  onUploaded: (job: AcceptedImport) => void;
}

/** Class + file + upload. The browser checks the file first; the server's refusal shows under the field. */
export function StudentUploadForm({ classes, classId, onClassChange, onUploaded }: StudentUploadFormProps) {
  const t = useImportsT();
  const problemText = useFileProblemText();
  const upload = useUploadStudents();
  const [file, setFile] = useState<File | null>(null);
  const [classError, setClassError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<{ title: string; detail?: string } | null>(null);

  const chooseFile = (next: File | null) => {
    setFile(next);
    const problem = next ? checkImportFile(next, KINDS, IMPORT_MAX_BYTES) : null;
    setFileError(problem ? { title: problemText(problem) } : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missingClass = classId === null;
    setClassError(missingClass ? MESSAGES.selectClassFirst : null);
    const problem = file ? checkImportFile(file, KINDS, IMPORT_MAX_BYTES) : null;
    if (!file) setFileError({ title: t('imports.upload.fileRequired') });
    else if (problem) setFileError({ title: problemText(problem) });
    if (missingClass || !file || problem) return;
    setFileError(null);
    upload.mutate(
      { classId, file },
      {
        onSuccess: (job) => {
          notify({ message: job.notice ?? MESSAGES.uploadInProgress, closeLabel: t('imports.close') });
          setFile(null);
          onUploaded(job);
        },
        onError: (error) => {
          const title = isApiError(error) ? error.title : MESSAGES.somethingWentWrong;
          setFileError({ title, detail: isApiError(error) ? error.detail : undefined });
        },
      },
    );
  };

  const mb = Math.round(IMPORT_MAX_BYTES / 1024 / 1024);
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('imports.upload.heading')}
        </Title>
        <ClassPicker
          classes={classes}
          value={classId}
          onChange={(next) => {
            setClassError(null);
            onClassChange(next);
          }}
          error={classError}
        />
        <Stack gap={4}>
          <FileInput
            label={t('imports.upload.fileLabel')}
            description={t('imports.upload.fileDescription', { mb })}
            placeholder={t('imports.upload.filePlaceholder')}
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
          {t('imports.upload.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
