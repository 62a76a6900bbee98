import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The name of the dialog's close (X) button. */
  closeLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  /** Red confirm button for actions that remove or end something. */
  danger?: boolean;
  /** The server's refusal, shown in place so the user can cancel or retry. */
  error?: string | null;
}

/** "Are you sure?" before a destructive action; Cancel has the focus, so Enter never destroys by accident. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onClose,
  loading = false,
  danger = true,
  error = null,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
