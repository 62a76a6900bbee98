import type { TDevOutboxMail } from '@clearsheets/shared';
import { Anchor, Box, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useDevOutboxT } from '../i18n';
import { formatMailTime, frameDocument } from '../lib/format';
import { splitLinks } from '../lib/text-links';
import { MailStatus } from './mail-status';

/** The plain text part with its http(s) links made clickable; the text itself is never treated as HTML. */
function MailText({ text }: { text: string }) {
  return (
    <Box
      component="pre"
      m={0}
      p="md"
      fz="sm"
      className="cs-outbox-text"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
    >
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Anchor key={i} href={part.href}>
            {part.href}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </Box>
  );
}

/** One mail: who it went to and when, then its text (links clickable) and its HTML in a sandboxed frame. */
export const MailView = forwardRef<HTMLHeadingElement, { mail: TDevOutboxMail }>(function MailView({ mail }, ref) {
  const t = useDevOutboxT();
  const { i18n } = useTranslation();
  const time = (iso: string) => <time dateTime={iso}>{formatMailTime(iso, i18n.language)}</time>;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="article" aria-labelledby="outbox-mail-title">
      <Stack gap="md">
        <Stack gap={6}>
          <Title
            order={2}
            size="h3"
            id="outbox-mail-title"
            ref={ref}
            tabIndex={-1}
            className="cs-outbox-title"
            style={{ overflowWrap: 'anywhere' }}
          >
            {mail.subject}
          </Title>
          <Box component="dl" m={0} className="cs-outbox-meta">
            <dt>{t('to')}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{mail.to}</dd>
            <dt>{t('queued')}</dt>
            <dd>{time(mail.createdAt)}</dd>
            {mail.sentAt && (
              <>
                <dt>{t('sent')}</dt>
                <dd>
                  {time(mail.sentAt)} {mail.deliveredVia && t(`via.${mail.deliveredVia}`)}
                </dd>
              </>
            )}
            <dt>{t('statusLabel')}</dt>
            <dd>
              <Group gap="xs">
                <MailStatus status={mail.status} />
                <Text span size="sm" c="dimmed">
                  {t('attempts', { count: mail.attempts })}
                </Text>
              </Group>
            </dd>
            {mail.lastError && (
              <>
                <dt>{t('lastError')}</dt>
                <dd style={{ overflowWrap: 'anywhere' }}>{mail.lastError}</dd>
              </>
            )}
          </Box>
        </Stack>
        <Tabs defaultValue="text" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="text">{t('textTab')}</Tabs.Tab>
            <Tabs.Tab value="html">{t('htmlTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="text" pt="sm">
            <MailText text={mail.text} />
          </Tabs.Panel>
          <Tabs.Panel value="html" pt="sm">
            {/* No scripts, no same origin: the mail's HTML cannot reach the page. Links open in a new tab. */}
            <iframe
              title={t('htmlFrame', { subject: mail.subject })}
              srcDoc={frameDocument(mail.html)}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="no-referrer"
              className="cs-outbox-frame"
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
});
