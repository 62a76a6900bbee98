import { ZChangePasswordRequest } from '@clearsheets/shared';
import { Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SectionCard } from '../../../../components/section-card';
import { type FieldErrors, firstIssueByField, serverFieldErrors } from '../../../../lib/field-errors';
import { useAccountT } from '../../account-i18n';
import { useChangePassword } from '../../api/account-queries';
import { useMessages } from './form-text';
import { SectionNotice } from './section-notice';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (spec success: "Password changed"); other devices are signed out, this one stays. */
export function PasswordSection() {
  const at = useAccountT();
  const { text, errorText } = useMessages();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(values);
    const found = parsed.success ? {} : firstIssueByField(parsed.error.issues);
    setErrors(found);
    setDone(null);
    if (!parsed.success) return;
    change.mutate(parsed.data, {
      onSuccess: (notice) => {
        setDone(notice.message);
        setValues(EMPTY);
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <SectionCard title={at('account.passwordForm.heading')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {at('account.passwordForm.intro')}
          </Text>
          {done && <SectionNotice tone="success">{text(done)}</SectionNotice>}
          {change.isError && Object.keys(errors).length === 0 && (
            <SectionNotice tone="error">{errorText(change.error)}</SectionNotice>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <PasswordInput
              label={at('account.passwordForm.currentPassword')}
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
              error={text(errors.currentPassword)}
            />
            <PasswordInput
              label={at('account.passwordForm.newPassword')}
              description={at('account.passwordForm.rule')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={set('newPassword')}
              error={text(errors.newPassword)}
            />
            <PasswordInput
              label={at('account.passwordForm.confirmPassword')}
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
              error={text(errors.confirmPassword)}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" variant="default" loading={change.isPending}>
              {at('account.passwordForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
