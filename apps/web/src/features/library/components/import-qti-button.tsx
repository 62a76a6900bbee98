import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useImportQti } from '../api/worksheet-mutations';
import { useLibraryT } from '../i18n';
import { errorTitle } from '../lib/notices';
import { studioPath } from '../lib/paths';

const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type === 'application/zip';

/** "Import QTI package": a zip becomes a new worksheet of the teacher's, which opens in the studio. */
export function ImportQtiButton() {
  const t = useLibraryT();
  const navigate = useNavigate();
  const importQti = useImportQti();
  const [error, setError] = useState<string | null>(null);

  const pick = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!isZip(file)) {
      setError(t('library.mine.importNotZip'));
      return;
    }
    importQti.mutate(file, {
      onSuccess: (created) => navigate(studioPath(created.id), { state: { qtiImport: created.imported } }),
      onError: (e) => setError(errorTitle(e)),
    });
  };

  return (
    <Stack gap={4} align="flex-end">
      <FileButton onChange={pick} accept=".zip,application/zip">
        {(props) => (
          <Button {...props} variant="default" loading={importQti.isPending}>
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
    </Stack>
  );
}
