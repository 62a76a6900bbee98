import { type TAccount, ZEmailChangeRequest } from '@clearsheets/shared';
import { Badge, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SectionCard } from '../../../../components/section-card';
import { type FieldErrors, firstIssueByField, serverFieldErrors } from '../../../../lib/field-errors';
import { useAccountT } from '../../account-i18n';
import { useStartEmailChange } from '../../api/account-queries';
import { useMessages } from './form-text';
import { SectionNotice } from './section-notice';

/** The email: shown with whether it is verified; a change waits for the link mailed to the new address. */
export function EmailSection({ account }: { account: TAccount }) {
  const at = useAccountT();
  const { text, errorText } = useMessages();
  const start = useStartEmailChange();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const usernameIsEmail = !!account.email && account.username === account.email.toLowerCase();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZEmailChangeRequest.safeParse({ newEmail, currentPassword });
    const found = parsed.success ? {} : firstIssueByField(parsed.error.issues);
    setErrors(found);
    setSent(null);
    if (!parsed.success) return;
    start.mutate(parsed.data, {
      onSuccess: (notice) => {
        setSent(notice.message);
        setNewEmail('');
        setPassword('');
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <SectionCard title={at('account.emailForm.heading')}>
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600}>
            {at('account.emailForm.current')}:
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {account.email ?? at('account.none')}
          </Text>
          {account.email && (
            <Badge color={account.emailVerified ? 'teal.9' : 'gray.7'} variant="filled" radius="sm">
              {account.emailVerified ? at('account.emailForm.verified') : at('account.emailForm.notVerified')}
            </Badge>
          )}
        </Group>
        {account.pendingEmail && (
          <SectionNotice tone="info">{at('account.emailForm.pending', { email: account.pendingEmail })}</SectionNotice>
        )}
        {sent && <SectionNotice tone="success">{text(sent)}</SectionNotice>}
        {start.isError && Object.keys(errors).length === 0 && (
          <SectionNotice tone="error">{errorText(start.error)}</SectionNotice>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={at('account.emailForm.newEmail')}
                name="newEmail"
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                value={newEmail}
                onChange={(e) => setNewEmail(e.currentTarget.value)}
                error={text(errors.newEmail)}
              />
              <PasswordInput
                label={at('account.emailForm.currentPassword')}
                name="emailCurrentPassword"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={text(errors.currentPassword)}
              />
            </SimpleGrid>
            {usernameIsEmail && (
              <Text size="sm" c="dimmed">
                {at('account.emailForm.usernameNote')}
              </Text>
            )}
            <Group>
              <Button type="submit" variant="default" loading={start.isPending}>
                {at('account.emailForm.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SectionCard>
  );
}
