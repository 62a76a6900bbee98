import { MESSAGES, type TAccount } from '@clearsheets/shared';
import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { SectionCard } from '../../../../components/section-card';
import { useAccountT } from '../../account-i18n';
import { useSetNotifications } from '../../api/account-queries';
import { useMessages } from './form-text';
import { SectionNotice } from './section-notice';

/** Optional mail: payment receipts and security notices; each switch saves at once. */
export function NotificationsSection({ account }: { account: TAccount }) {
  const at = useAccountT();
  const { text, errorText } = useMessages();
  const save = useSetNotifications();
  const [saved, setSaved] = useState(false);
  // The switch moves at once; the saved account replaces it when the server answers (or on failure).
  const [choice, setChoice] = useState<TAccount['notifications'] | null>(null);
  const shown = choice ?? account.notifications;
  const toggle = (key: 'receipts' | 'security', on: boolean) => {
    const next = { ...shown, [key]: on };
    setSaved(false);
    setChoice(next);
    save.mutate(next, { onSuccess: () => setSaved(true), onSettled: () => setChoice(null) });
  };
  return (
    <SectionCard title={at('account.notificationsForm.heading')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {at('account.notificationsForm.intro')}
        </Text>
        <Switch
          label={at('account.notificationsForm.receipts')}
          description={at('account.notificationsForm.receiptsHint')}
          checked={shown.receipts}
          onChange={(e) => toggle('receipts', e.currentTarget.checked)}
        />
        <Switch
          label={at('account.notificationsForm.security')}
          description={at('account.notificationsForm.securityHint')}
          checked={shown.security}
          onChange={(e) => toggle('security', e.currentTarget.checked)}
        />
        {saved && <SectionNotice tone="success">{text(MESSAGES.notificationsSaved)}</SectionNotice>}
        {save.isError && <SectionNotice tone="error">{errorText(save.error)}</SectionNotice>}
      </Stack>
    </SectionCard>
  );
}
