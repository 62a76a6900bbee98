import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PlayerT } from '../i18n';

export type SubmitPhase = 'idle' | 'sending' | 'offline' | 'failed';

interface SubmitDialogProps {
  opened: boolean;
  answered: number;
  total: number;
  phase: SubmitPhase;
  onConfirm: () => void;
  onClose: () => void;
  t: PlayerT;
}

/** "You answered 10 of 12 questions. Submit?" Keep working has the focus, so Enter never submits by accident. */
export function SubmitDialog({ opened, answered, total, phase, onConfirm, onClose, t }: SubmitDialogProps) {
  const sending = phase === 'sending';
  return (
    <Modal
      opened={opened}
      onClose={sending ? () => {} : onClose}
      title={t('submitDialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('submitDialog.close') }}
    >
      <Stack gap="md">
        <Text fz="lg">{t('submitDialog.body', { answered, total })}</Text>
        {answered < total && <Text c="dimmed">{t('submitDialog.unansweredNote')}</Text>}
        {sending && (
          <Text role="status" aria-live="polite">
            {t('submitDialog.sending')}
          </Text>
        )}
        {(phase === 'offline' || phase === 'failed') && (
          <Alert color={phase === 'offline' ? 'orange' : 'red'} variant="light" role="alert">
            {t(phase === 'offline' ? 'submitDialog.offline' : 'submitDialog.failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose} disabled={sending} data-autofocus>
            {t('submitDialog.cancel')}
          </Button>
          {/* The modal sits outside the student page, whose primary colour it would not get. */}
          <Button size="md" color="violet" onClick={onConfirm} loading={sending}>
            {t('submitDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
