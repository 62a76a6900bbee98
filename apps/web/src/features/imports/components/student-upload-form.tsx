import { MESSAGES, STUDENT_IMPORT_MAX_BYTES, type TClassSummary } from '@clearsheets/shared';
import { Button, Card, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ImportFileField, useImportFile } from '../../../components/import-job/import-file-field';
import { notify } from '../../../components/notify';
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
  const upload = useUploadStudents();
  const file = useImportFile(KINDS, t('imports.upload.fileRequired'), STUDENT_IMPORT_MAX_BYTES);
  const [classError, setClassError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setClassError(classId === null ? MESSAGES.selectClassFirst : null);
    const chosen = file.validate();
    if (classId === null || !chosen) return;
    upload.mutate(
      { classId, file: chosen },
      {
        onSuccess: (job) => {
          notify({ message: job.notice ?? MESSAGES.uploadInProgress, closeLabel: t('imports.close') });
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
        <ImportFileField
          state={file}
          label={t('imports.upload.fileLabel')}
          description={t('imports.upload.fileDescription', { mb: Math.round(STUDENT_IMPORT_MAX_BYTES / 1024 / 1024) })}
          placeholder={t('imports.upload.filePlaceholder')}
        />
        <Button type="submit" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('imports.upload.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
