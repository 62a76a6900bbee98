import { paymentFailureKey, type TSubscriptionDetail } from '@clearsheets/shared';
import { Alert, Anchor, Button, Group, List, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { refreshSession } from '../../../lib/session-store';
import { useSubscriptionDetail } from '../api/billing-queries';
import { useBillingT } from '../i18n';
import { FEATURE_PAGES, PLAN_FEATURES } from '../lib/features';
import { formatDay } from '../lib/format';

/** After this long without the license, the page says that confirming is slow (it keeps asking). */
const SLOW_MS = 20_000;
/** It stops asking on its own after this long; "Check again" asks once more. */
const GIVE_UP_MS = 3 * 60_000;

const licensed = (data: TSubscriptionDetail | undefined) => !!data?.subscription.license?.inForce;
const ended = (data: TSubscriptionDetail | undefined) =>
  !!data && ['incomplete_expired', 'canceled'].includes(data.subscription.status) && !licensed(data);

/** /teacher/accountsetting/subscriptionsuccess?subscription=<id>: waits for the provider's webhook to grant the
 * license, then renews the access token (the new license in its claims) and the profile, so what the license
 * opens works at once, without signing out. */
export function SubscriptionSuccessPage() {
  const bt = useBillingT();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('subscription');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const startedAt = useRef(Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [refreshed, setRefreshed] = useState(false);
  const waited = now - startedAt.current;
  const detail = useSubscriptionDetail(
    id,
    (data) => !licensed(data) && !ended(data) && Date.now() - startedAt.current < GIVE_UP_MS,
  );
  const queryClient = useQueryClient();
  const me = useMe();

  useEffect(() => {
    if (licensed(detail.data) || ended(detail.data)) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [detail.data]);

  const done = licensed(detail.data);
  useEffect(() => {
    if (!done || refreshed) return;
    // The token's claims carry the license codes: renew it, then read everything again with the new license.
    void refreshSession()
      .catch(() => false)
      .then(() => queryClient.invalidateQueries())
      .finally(() => setRefreshed(true));
  }, [done, refreshed, queryClient]);

  const heading = (
    <Title order={1} fz={{ base: 26, sm: 32 }}>
      {bt('billing.success.title')}
    </Title>
  );

  if (id === null)
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <Alert color="blue" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{bt('billing.success.missing')}</Text>
            <Anchor component={Link} to={PATHS.teacherSubscription} fw={600} size="sm">
              {bt('billing.subscription.seePlans')}
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    );

  if (detail.isError)
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
      </Stack>
    );

  if (ended(detail.data)) {
    const failedInvoice = detail.data?.invoices.find((i) => i.status === 'failed');
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {bt('billing.success.failed', {
                reason: t(`messages.${paymentFailureKey(failedInvoice?.failureCode)}`),
              })}
            </Text>
            <Anchor component={Link} to={PATHS.teacherSubscription} fw={600} size="sm">
              {bt('billing.success.tryAgain')}
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  if (!done || !refreshed || me.isFetching) {
    const slow = waited >= SLOW_MS;
    const stopped = waited >= GIVE_UP_MS && !detail.isFetching;
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md" role="status" aria-live="polite">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {!stopped && <Loader size="sm" aria-hidden="true" />}
              <Text>
                {stopped
                  ? bt('billing.success.stopped')
                  : slow
                    ? bt('billing.success.waitingSlow')
                    : bt('billing.success.waiting')}
              </Text>
            </Group>
            {stopped && (
              <Button
                variant="default"
                w="fit-content"
                onClick={() => {
                  startedAt.current = Date.now();
                  setNow(Date.now());
                  void detail.refetch();
                }}
              >
                {bt('billing.success.checkAgain')}
              </Button>
            )}
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const subscription = detail.data?.subscription;
  const open = PLAN_FEATURES.filter((f) => me.data?.permissions[f]?.V);
  return (
    <Stack gap="lg" maw={720}>
      {heading}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text fw={600} size="lg" role="status">
            {bt('billing.success.done', {
              plan: subscription?.planName ?? '',
              date: formatDay(subscription?.license?.endsOn ?? '', i18n.language),
            })}
          </Text>
          <Stack gap="xs">
            <Title order={2} fz="md">
              {bt('billing.success.nowOpen')}
            </Title>
            <List
              spacing={6}
              center
              icon={
                <ThemeIcon color="brand" variant="light" radius="xl" size="sm" aria-hidden="true">
                  <CheckIcon size={12} />
                </ThemeIcon>
              }
            >
              {open.map((feature) => (
                <List.Item key={feature}>
                  {FEATURE_PAGES[feature] ? (
                    <Anchor component={Link} to={FEATURE_PAGES[feature] as string}>
                      {t(`staff.features.items.${feature}`)}
                    </Anchor>
                  ) : (
                    t(`staff.features.items.${feature}`)
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
          <Text size="sm" c="dimmed">
            {bt('billing.success.receipt')}
          </Text>
          <Anchor component={Link} to={PATHS.teacherAccountSetting} fw={600} w="fit-content">
            {bt('billing.plans.seeAccount')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
