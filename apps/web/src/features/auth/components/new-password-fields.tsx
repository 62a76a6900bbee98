import { PasswordInput, Stack } from '@mantine/core';
import { usePublicAccountT } from '../account-i18n';

interface Props {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordName: string;
  confirmName: string;
  labels: { password: string; confirm: string };
  errors: { password?: string; confirm?: string };
}

/** A new password and its confirmation, with the rule as the first field's description (read with it). */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordName,
  confirmName,
  labels,
  errors,
}: Props) {
  const pt = usePublicAccountT();
  return (
    <Stack gap="md">
      <PasswordInput
        label={labels.password}
        description={pt('publicAccount.signup.passwordRule')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        name={passwordName}
        autoComplete="new-password"
        size="md"
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        error={errors.password}
      />
      <PasswordInput
        label={labels.confirm}
        name={confirmName}
        autoComplete="new-password"
        size="md"
        value={confirm}
        onChange={(event) => onConfirm(event.currentTarget.value)}
        error={errors.confirm}
      />
    </Stack>
  );
}
