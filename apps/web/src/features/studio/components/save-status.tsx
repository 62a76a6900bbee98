import { MESSAGES } from '@clearsheets/shared';
import { Button, Group, Loader, Text } from '@mantine/core';
import { isApiError } from '../../../lib/api-error';
import { COMPLETE_TEXT } from '../../../lib/status-colors';
import { useStudioT } from '../i18n';
import type { SaveStatus as Status } from '../lib/autosave-queue';
import { AlertCircleIcon, CheckCircleIcon } from './studio-icons';

interface SaveStatusProps {
  status: Status;
  error: unknown;
  onRetry: () => void;
}

/** "Saving…", "All changes saved" or "Couldn't save — retrying", announced politely as it changes. */
export function SaveStatus({ status, error, onRetry }: SaveStatusProps) {
  const t = useStudioT();
  const busy = status === 'pending' || status === 'saving';
  const text = busy
    ? t('studio.header.saving')
    : status === 'saved'
      ? t('studio.header.saved')
      : status === 'retrying'
        ? t('studio.header.retrying')
        : t('studio.header.failed', { reason: isApiError(error) ? error.title : MESSAGES.somethingWentWrong });
  const color = status === 'saved' ? COMPLETE_TEXT : status === 'retrying' || status === 'failed' ? 'red.9' : 'dimmed';
  return (
    <Group gap={6} wrap="nowrap">
      <Group gap={6} wrap="nowrap" c={color} role="status" aria-live="polite" data-save-status={status}>
        {busy ? <Loader size={14} /> : status === 'saved' ? <CheckCircleIcon /> : <AlertCircleIcon />}
        <Text size="sm" fw={500} c="inherit">
          {text}
        </Text>
      </Group>
      {(status === 'failed' || status === 'retrying') && (
        <Button size="compact-xs" variant="default" onClick={onRetry}>
          {t('studio.header.retry')}
        </Button>
      )}
    </Group>
  );
}
