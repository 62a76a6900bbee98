import { Alert } from '@mantine/core';
import { useLibraryT } from '../i18n';

/** Tells a free-license teacher up front which worksheets they may assign (spec: full topic only). */
export function FreeLicenseNote() {
  const t = useLibraryT();
  return (
    <Alert color="brand" variant="light" title={t('library.search.freeTitle')}>
      {t('library.search.freeNote')}
    </Alert>
  );
}
