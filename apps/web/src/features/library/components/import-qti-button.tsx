import type { Grade } from '@clearsheets/shared';
import { Button, FileButton, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useSubjects } from '../api/taxonomy-queries';
import { type QtiImportFields, useImportQti } from '../api/worksheet-mutations';
import { useLibraryT } from '../i18n';
import { errorTitle } from '../lib/notices';
import { studioPath } from '../lib/paths';

const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type === 'application/zip';
type Missing = Partial<Record<'grade' | 'subjectId', string>>;

/** The fields the server asked for (a package that names no grade or subject), with its words for each. */
function missingOf(error: unknown): Missing | null {
  if (!isApiError(error)) return null;
  const asked = error.errors.filter((e) => e.field === 'grade' || e.field === 'subjectId');
  return asked.length ? Object.fromEntries(asked.map((e) => [e.field, e.message])) : null;
}

/** "Import QTI package": a zip becomes a new worksheet of the teacher's, which opens in the studio with a summary
 * of what came in. When the package names no grade or subject, the teacher picks them and it is sent again. */
export function ImportQtiButton() {
  const t = useLibraryT();
  const labels = useGradeSubjectLabels();
  const navigate = useNavigate();
  const importQti = useImportQti();
  const subjects = useSubjects();
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ file: File; missing: Missing } | null>(null);
  const [fields, setFields] = useState<QtiImportFields>({});

  const send = (file: File, extra: QtiImportFields) =>
    importQti.mutate(
      { file, ...extra },
      {
        onSuccess: (created) => {
          setAsking(null);
          navigate(studioPath(created.id), { state: { qtiImport: created.imported } });
        },
        onError: (e) => {
          const missing = missingOf(e);
          if (missing) setAsking({ file, missing });
          else {
            setAsking(null);
            setError(errorTitle(e));
          }
        },
      },
    );

  const pick = (file: File | null) => {
    setError(null);
    setFields({});
    if (!file) return;
    if (!isZip(file)) {
      setError(t('library.mine.importNotZip'));
      return;
    }
    send(file, {});
  };

  const ready = asking && (!asking.missing.grade || fields.grade) && (!asking.missing.subjectId || fields.subjectId);
  return (
    <Stack gap={4} align="flex-end">
      <FileButton onChange={pick} accept=".zip,application/zip">
        {(props) => (
          <Button {...props} variant="default" loading={importQti.isPending && !asking}>
            {t('library.mine.importQti')}
          </Button>
        )}
      </FileButton>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('library.mine.importHint')}
        </Text>
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('library.mine.importDetails')}
        closeButtonProps={{ 'aria-label': t('library.mine.importCancel') }}
      >
        {asking && (
          <Stack gap="sm">
            <Text size="sm">{t('library.mine.importDetailsBody', { file: asking.file.name })}</Text>
            {asking.missing.grade && (
              <Select
                label={t('library.mine.importGrade')}
                description={asking.missing.grade}
                data={labels.gradeOptions()}
                value={fields.grade ?? null}
                onChange={(v) => setFields((f) => ({ ...f, grade: (v as Grade) ?? undefined }))}
                withAsterisk
              />
            )}
            {asking.missing.subjectId && (
              <Select
                label={t('library.mine.importSubject')}
                description={asking.missing.subjectId}
                data={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: labels.subject(s.name) }))}
                value={fields.subjectId ? String(fields.subjectId) : null}
                onChange={(v) => setFields((f) => ({ ...f, subjectId: v ? Number(v) : undefined }))}
                withAsterisk
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('library.mine.importCancel')}
              </Button>
              <Button disabled={!ready} loading={importQti.isPending} onClick={() => send(asking.file, fields)}>
                {t('library.mine.importSend')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
