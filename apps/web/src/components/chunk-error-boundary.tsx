import { Button, Center } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { ErrorNotice } from './error-notice';

function ReloadNotice() {
  const { t } = useTranslation();
  return (
    <Center p="md" mih={240}>
      <ErrorNotice title={t('messages.somethingWentWrong')}>
        <Button mt="sm" size="sm" variant="default" onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </Button>
      </ErrorNotice>
    </Center>
  );
}

/**
 * Catches a page that failed to load or render (a lost connection, or a new release replaced the chunk)
 * and offers a reload, instead of React unmounting the whole app to a blank screen.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ReloadNotice /> : this.props.children;
  }
}
