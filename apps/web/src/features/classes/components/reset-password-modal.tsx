import { MESSAGES, type TStudentInClass, ZResetPasswordRequest } from '@clearsheets/shared';
import { Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useResetPassword } from '../api/roster-mutations';
import { useClassesT } from '../i18n';
import { fullName } from '../lib/class-format';
import { issuesToErrors } from '../lib/form-errors';
import { notifySuccess, ServerErrorAlert } from './feedback';

/** Resets a student's password after a confirmation; the new one is shown here once. */
export function ResetPasswordModal({ student, onClose }: { student: TStudentInClass | null; onClose: () => void }) {
  const ct = useClassesT();
  return (
    <Modal
      opened={student !== null}
      onClose={onClose}
      title={student ? ct('resetPassword.title', { name: fullName(student) }) : ''}
      centered
      closeButtonProps={{ 'aria-label': ct('common.close') }}
    >
      {student ? <ResetPasswordForm key={student.id} student={student} onDone={onClose} /> : null}
    </Modal>
  );
}

function ResetPasswordForm({ student, onDone }: { student: TStudentInClass; onDone: () => void }) {
  const ct = useClassesT();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (reset.data) {
    return (
      <Stack gap="md">
        <Text role="status">{ct('resetPassword.doneBody')}</Text>
        <Paper withBorder p="md" radius="md" bg="gray.0">
          <Text>
            {ct('common.username')}: <b className="cs-credentials">{reset.data.username}</b>
          </Text>
          <Text>
            {ct('common.password')}: <b className="cs-credentials">{reset.data.password}</b>
          </Text>
        </Paper>
        <Group justify="flex-end">
          <Button onClick={onDone} data-autofocus>
            {ct('common.done')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZResetPasswordRequest.safeParse({ password });
    if (!parsed.success) {
      setError(issuesToErrors(parsed.error.issues).password ?? MESSAGES.noSpaceAccepted);
      return;
    }
    reset.mutate(
      { studentId: student.id, password: parsed.data.password },
      { onSuccess: () => notifySuccess(MESSAGES.passwordChanged) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{ct('resetPassword.body')}</Text>
        <TextInput
          label={ct('resetPassword.newPassword')}
          description={ct('resetPassword.newPasswordHint')}
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="new-password"
          spellCheck={false}
        />
        <ServerErrorAlert error={reset.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} data-autofocus>
            {ct('common.cancel')}
          </Button>
          <Button type="submit" color="red.8" loading={reset.isPending}>
            {ct('resetPassword.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
