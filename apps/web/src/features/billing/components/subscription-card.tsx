import type { TInvoice, TMySubscription } from '@clearsheets/shared';
import { Badge, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notify } from '../../../components/notify';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { messageKeyOf } from '../../../lib/message-key';
import { PATHS } from '../../../lib/route-access';
import { useSetCancel } from '../api/billing-queries';
import { useBillingT } from '../i18n';
import { formatDay, formatMoney } from '../lib/format';

const STATUS_COLORS: Record<string, string> = {
  active: 'brand',
  past_due: 'orange',
  canceled: 'gray',
  incomplete: 'gray',
  incomplete_expired: 'gray',
  unpaid: 'red',
};
const INVOICE_COLORS: Record<TInvoice['status'], string> = { paid: 'brand', failed: 'red', open: 'gray', void: 'gray' };

function InvoicesTable({ invoices }: { invoices: TInvoice[] }) {
  const bt = useBillingT();
  const { i18n } = useTranslation();
  if (invoices.length === 0) return <Text size="sm">{bt('billing.subscription.noInvoices')}</Text>;
  // Three columns fit a phone: the invoice's number goes under its date.
  return (
    <Table fz="sm" verticalSpacing="xs" captionSide="top">
      <Table.Caption style={{ textAlign: 'left' }}>{bt('billing.subscription.invoicesCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{bt('billing.subscription.invoice')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {bt('billing.subscription.amount')}
          </Table.Th>
          <Table.Th scope="col">{bt('billing.subscription.invoiceStatus')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => (
          <Table.Tr key={invoice.id}>
            <Table.Td>
              <Text size="sm">{formatDay(invoice.paidAt ?? invoice.createdAt, i18n.language)}</Text>
              {invoice.number && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {invoice.number}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(invoice.amountCents, invoice.currency, i18n.language)}
            </Table.Td>
            <Table.Td>
              <Badge color={INVOICE_COLORS[invoice.status]} variant="light">
                {bt(`billing.subscription.invoice_${invoice.status}`)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Account settings: the teacher's plan, its status and next date, cancel (confirmed) or resume, and invoices.
 * A teacher who may buy a plan and has none is shown the way to the plans. */
export function SubscriptionCard({ data, canSubscribe }: { data: TMySubscription; canSubscribe: boolean }) {
  const bt = useBillingT();
  const { t, i18n } = useTranslation();
  const setCancel = useSetCancel();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sub = data.subscription;
  if (!sub && !canSubscribe && data.invoices.length === 0) return null;

  const errorText = (e: unknown) => {
    const title = isApiError(e) ? e.title : t('messages.somethingWentWrong');
    const key = messageKeyOf(title);
    return key ? t(`messages.${key}`) : title;
  };
  const change = (cancel: boolean) => {
    setError(null);
    setCancel.mutate(
      { id: sub!.id, cancel },
      {
        onSuccess: () => {
          setConfirming(false);
          notify({
            message: bt(cancel ? 'billing.subscription.canceled' : 'billing.subscription.resumed'),
            closeLabel: bt('billing.subscription.closeNotice'),
          });
        },
        onError: (e) =>
          cancel
            ? setError(errorText(e))
            : notify({ message: errorText(e), error: true, closeLabel: bt('billing.subscription.closeNotice') }),
      },
    );
  };

  const day = (value: string | null | undefined) => (value ? formatDay(value, i18n.language) : '—');
  const dateRow = !sub
    ? null
    : sub.status === 'canceled'
      ? { label: bt('billing.subscription.ended'), value: day(sub.license?.endsOn) }
      : sub.cancelAtPeriodEnd || sub.status === 'past_due'
        ? { label: bt('billing.subscription.ends'), value: day(sub.license?.endsOn ?? sub.currentPeriodEnd) }
        : { label: bt('billing.subscription.renews'), value: day(sub.currentPeriodEnd) };

  return (
    <SectionCard title={bt('billing.subscription.heading')}>
      {!sub ? (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{bt('billing.subscription.free')}</Text>
          {canSubscribe && (
            <>
              <Text size="sm">{bt('billing.subscription.freeBody')}</Text>
              <Button component={Link} to={PATHS.teacherSubscription} size="sm">
                {bt('billing.subscription.seePlans')}
              </Button>
            </>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px' }}>
            <Text component="dt" fw={600} size="sm">
              {bt('billing.subscription.plan')}
            </Text>
            <Text component="dd" m={0} size="sm">
              {sub.planName} ({bt(`billing.subscription.interval_${sub.interval}`)})
            </Text>
            <Text component="dt" fw={600} size="sm">
              {bt('billing.subscription.status')}
            </Text>
            <Box component="dd" m={0}>
              <Badge color={STATUS_COLORS[sub.status] ?? 'gray'} variant="light">
                {bt(`billing.subscription.status_${sub.status}`)}
              </Badge>
            </Box>
            {dateRow && (
              <>
                <Text component="dt" fw={600} size="sm">
                  {dateRow.label}
                </Text>
                <Text component="dd" m={0} size="sm">
                  {dateRow.value}
                </Text>
              </>
            )}
          </Box>
          {sub.cancelAtPeriodEnd && sub.status !== 'canceled' && (
            <Text size="sm" c="dimmed">
              {bt('billing.subscription.cancelNote')}
            </Text>
          )}
          {sub.status === 'past_due' && (
            <Text size="sm" c="orange.9">
              {bt('billing.subscription.pastDueNote', { date: day(sub.license?.endsOn) })}
            </Text>
          )}
          <Group gap="sm">
            {sub.abilities.cancel && (
              <Button variant="default" color="red" size="sm" onClick={() => setConfirming(true)}>
                {bt('billing.subscription.cancel')}
              </Button>
            )}
            {sub.abilities.resume && (
              <Button size="sm" onClick={() => change(false)} loading={setCancel.isPending}>
                {bt('billing.subscription.resume')}
              </Button>
            )}
            {sub.status === 'canceled' && canSubscribe && (
              <Button component={Link} to={PATHS.teacherSubscription} size="sm">
                {bt('billing.subscription.seePlans')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      {data.invoices.length > 0 && (
        <Stack gap="xs">
          <Text fw={600}>{bt('billing.subscription.invoices')}</Text>
          <InvoicesTable invoices={data.invoices} />
        </Stack>
      )}
      {sub && (
        <ConfirmModal
          opened={confirming}
          title={bt('billing.subscription.confirmTitle')}
          confirmLabel={bt('billing.subscription.confirmCancel')}
          cancelLabel={bt('billing.subscription.keep')}
          closeLabel={bt('billing.subscription.close')}
          onConfirm={() => change(true)}
          onClose={() => {
            setConfirming(false);
            setError(null);
          }}
          loading={setCancel.isPending}
          error={error}
        >
          {bt('billing.subscription.confirmBody', {
            plan: sub.planName,
            date: day(sub.license?.endsOn ?? sub.currentPeriodEnd),
          })}
        </ConfirmModal>
      )}
    </SectionCard>
  );
}
