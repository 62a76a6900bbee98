import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useStaffT } from '../i18n';

export interface ShownPassword {
  name: string;
  username: string;
  password: string;
}

/** The one time a temporary password is visible: closing the dialog forgets it. */
export function TemporaryPasswordModal({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const t = useStaffT();
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t('staff.people.password.title')}
      centered
      closeButtonProps={{ 'aria-label': t('staff.people.close') }}
    >
      {shown && (
        <Stack gap="md">
          <Alert color="brand" variant="light">
            {t('staff.people.password.intro', { name: shown.name })}
          </Alert>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('staff.people.password.username')}
            </Text>
            <Code fz="md" style={{ overflowWrap: 'anywhere' }}>
              {shown.username}
            </Code>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="temporary-password-label">
              {t('staff.people.password.password')}
            </Text>
            <Code fz="lg" fw={700} aria-labelledby="temporary-password-label" data-testid="temporary-password">
              {shown.password}
            </Code>
          </Stack>
          <Group justify="space-between">
            <CopyButton value={shown.password}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('staff.people.password.copied') : t('staff.people.password.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose} data-autofocus>
              {t('staff.people.password.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
