import type { TDevOutboxItem } from '@clearsheets/shared';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useDevOutboxT } from '../i18n';
import { formatMailTime } from '../lib/format';
import { MailStatus } from './mail-status';

interface MailListProps {
  items: TDevOutboxItem[];
  selectedId: number | null;
  /** The page's URL with this mail chosen. */
  hrefOf: (id: number) => string;
}

/** The outbox's mails, newest first: each a link (subject, address, time) that opens it. */
export function MailList({ items, selectedId, hrefOf }: MailListProps) {
  const t = useDevOutboxT();
  const { i18n } = useTranslation();
  return (
    <Stack component="ul" gap={0} p={0} m={0} aria-label={t('listLabel')} className="cs-outbox-list">
      {items.map((mail) => {
        const selected = mail.id === selectedId;
        return (
          <li key={mail.id}>
            <UnstyledButton
              component={Link}
              to={hrefOf(mail.id)}
              aria-current={selected ? 'true' : undefined}
              aria-label={t('openLabel', {
                subject: mail.subject,
                to: mail.to,
                time: formatMailTime(mail.createdAt, i18n.language),
                status: t(`status.${mail.status}`),
              })}
              className="cs-outbox-item"
              data-selected={selected || undefined}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {mail.subject}
                </Text>
                <MailStatus status={mail.status} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {mail.to}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={mail.createdAt}>{formatMailTime(mail.createdAt, i18n.language)}</time>
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
