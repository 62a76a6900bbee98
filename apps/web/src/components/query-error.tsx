import { Button, Group, Text } from '@mantine/core';
import { isApiError } from '../lib/api-error';
import { useTranslation } from '../lib/i18n';
import { messageKeyOf } from '../lib/message-key';
import { ErrorNotice } from './error-notice';
import { UpgradeText } from './upgrade-text';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** The error state of a query: the server's message (translated when it is a catalogue message) and a retry. */
export function QueryError({ error, onRetry, retrying = false }: QueryErrorProps) {
  const { t } = useTranslation();
  const title = isApiError(error) ? error.title : t('messages.somethingWentWrong');
  const key = messageKeyOf(title);
  return (
    <ErrorNotice title={t('common.loadFailed')}>
      <Text size="sm" mb="sm">
        <UpgradeText text={key ? t(`messages.${key}`) : title} />
      </Text>
      <Group>
        <Button size="sm" variant="default" onClick={onRetry} loading={retrying}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    </ErrorNotice>
  );
}
