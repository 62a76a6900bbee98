import { Alert } from '@mantine/core';
import { useStudioT } from '../../i18n';

/** 8 not graded: the prompt is the whole question; there is no key. */
export function NotGradedEditor() {
  const t = useStudioT();
  return (
    <Alert color="gray" variant="light">
      {t('studio.notGraded.info')}
    </Alert>
  );
}
