import { MESSAGES, type TAccount, ZProfileRequest } from '@clearsheets/shared';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SectionCard } from '../../../../components/section-card';
import { type FieldErrors, firstIssueByField, serverFieldErrors } from '../../../../lib/field-errors';
import { useAccountT } from '../../account-i18n';
import { useUpdateProfile } from '../../api/account-queries';
import { useMessages } from './form-text';
import { SectionNotice } from './section-notice';

/** First and last name, as they appear to colleagues, on reports and in mail. */
export function ProfileSection({ account }: { account: TAccount }) {
  const at = useAccountT();
  const { text, errorText } = useMessages();
  const save = useUpdateProfile();
  const [firstName, setFirst] = useState(account.firstName);
  const [lastName, setLast] = useState(account.lastName);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const edit = (apply: () => void) => {
    apply();
    setSaved(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZProfileRequest.safeParse({ firstName, lastName });
    const found = parsed.success ? {} : firstIssueByField(parsed.error.issues);
    setErrors(found);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        setFirst(next.firstName);
        setLast(next.lastName);
        setSaved(true);
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <SectionCard title={at('account.profileForm.heading')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {saved && <SectionNotice tone="success">{text(MESSAGES.profileUpdated)}</SectionNotice>}
          {save.isError && Object.keys(errors).length === 0 && (
            <SectionNotice tone="error">{errorText(save.error)}</SectionNotice>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={at('account.profileForm.firstName')}
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => {
                const value = e.currentTarget.value;
                edit(() => setFirst(value));
              }}
              error={text(errors.firstName)}
            />
            <TextInput
              label={at('account.profileForm.lastName')}
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => {
                const value = e.currentTarget.value;
                edit(() => setLast(value));
              }}
              error={text(errors.lastName)}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {at('account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
