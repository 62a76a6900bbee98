import type { BillingInterval, PlanCode, TBillingPlans, TCreatedSubscription } from '@clearsheets/shared';
import { Alert, Anchor, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { messageKeyOf } from '../../../lib/message-key';
import { PATHS } from '../../../lib/route-access';
import { usePlans, useStartSubscription } from '../api/billing-queries';
import { PlanCard } from '../components/plan-card';
import { SandboxCardForm } from '../components/sandbox-card-form';
import { useBillingT } from '../i18n';
import { formatDay, formatMoney, yearlySaving } from '../lib/format';

// Stripe Elements is its own chunk, loaded only here and only when Stripe takes the payments.
const StripeCardForm = lazy(() => import('../components/stripe-card-form'));

interface Chosen {
  plan: PlanCode;
  interval: BillingInterval;
  created: TCreatedSubscription;
}

/** Why this teacher is not offered a plan, in words, with where to go instead. */
function NotEligible({ data }: { data: TBillingPlans }) {
  const bt = useBillingT();
  const { i18n } = useTranslation();
  const { reason, coveredBy } = data.eligibility;
  if (!reason) return null;
  let text: string;
  if (reason === 'licensed' && coveredBy) {
    const key =
      coveredBy.holder === 'school'
        ? 'billing.plans.notEligible.licensedSchool'
        : coveredBy.holder === 'district'
          ? 'billing.plans.notEligible.licensedDistrict'
          : 'billing.plans.notEligible.licensed';
    text = bt(key, { license: coveredBy.name, date: formatDay(coveredBy.endsOn, i18n.language) });
  } else text = bt(`billing.plans.notEligible.${reason}`);
  return (
    <Alert color="blue" variant="light">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Anchor component={Link} to={PATHS.teacherAccountSetting} fw={600} size="sm">
          {bt('billing.plans.seeAccount')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** /teacher/subscription: the plans, monthly or yearly, then the card step. The license comes only when the
 * provider's webhook confirms the payment: the success page waits for it. */
export function SubscriptionPage() {
  const bt = useBillingT();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const plans = usePlans();
  const start = useStartSubscription();
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const choose = (plan: PlanCode) => {
    setStartError(null);
    start.mutate(
      { plan, interval },
      {
        onSuccess: (created) => setChosen({ plan, interval, created }),
        onError: (error) => {
          const title = isApiError(error) ? error.title : t('messages.somethingWentWrong');
          const key = messageKeyOf(title);
          setStartError(key ? t(`messages.${key}`) : title);
          void plans.refetch();
        },
      },
    );
  };

  const successPath = (id: number) => `${PATHS.teacherSubscriptionSuccess}?subscription=${id}`;

  const heading = (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {chosen ? bt('billing.card.title') : bt('billing.plans.title')}
      </Title>
      {!chosen && <Text c="dimmed">{bt('billing.plans.intro')}</Text>}
    </Stack>
  );

  if (plans.isPending)
    return (
      <Stack gap="lg" maw={960}>
        {heading}
        <LoadingBlock lines={6} height={24} />
      </Stack>
    );
  if (plans.isError)
    return (
      <Stack gap="lg" maw={960}>
        {heading}
        <QueryError error={plans.error} onRetry={() => plans.refetch()} retrying={plans.isFetching} />
      </Stack>
    );

  const data = plans.data;
  const money = (cents: number) => formatMoney(cents, data.currency, i18n.language);

  if (chosen) {
    const plan = data.plans.find((p) => p.code === chosen.plan);
    const price = money(plan?.prices[chosen.interval] ?? 0);
    const onPaid = () => navigate(successPath(chosen.created.subscriptionId));
    return (
      <Stack gap="lg" maw={chosen.created.provider === 'stripe' ? 560 : 1040}>
        {heading}
        <Paper withBorder radius="md" p="md" bg="gray.0" maw={560}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={0}>
              <Text fw={600}>
                {bt('billing.card.summary', {
                  plan: plan?.name ?? chosen.plan,
                  period: bt(chosen.interval === 'month' ? 'billing.plans.monthly' : 'billing.plans.yearly'),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {bt(chosen.interval === 'month' ? 'billing.plans.perMonth' : 'billing.plans.perYear', { price })}
              </Text>
            </Stack>
            <Button variant="default" size="sm" onClick={() => setChosen(null)}>
              {bt('billing.card.change')}
            </Button>
          </Group>
        </Paper>
        {chosen.created.provider === 'stripe' && data.publishableKey ? (
          <Suspense fallback={<LoadingBlock lines={3} height={40} />}>
            <StripeCardForm
              publishableKey={data.publishableKey}
              clientSecret={chosen.created.clientSecret}
              price={price}
              returnUrl={`${window.location.origin}${successPath(chosen.created.subscriptionId)}`}
              onPaid={onPaid}
            />
          </Suspense>
        ) : (
          <SandboxCardForm clientSecret={chosen.created.clientSecret} price={price} onPaid={onPaid} />
        )}
      </Stack>
    );
  }

  const savings = data.plans.map(yearlySaving);
  const saving = Math.max(0, ...savings);
  const savingText = bt(new Set(savings).size > 1 ? 'billing.plans.yearlySavingUpTo' : 'billing.plans.yearlySaving', {
    percent: saving,
  });
  const canSubscribe = data.eligibility.canSubscribe;
  return (
    <Stack gap="lg" maw={960}>
      {heading}
      <NotEligible data={data} />
      <Stack gap={6}>
        <Text id="billing-interval-label" fw={600} size="sm">
          {bt('billing.plans.interval')}
        </Text>
        <SegmentedControl
          aria-labelledby="billing-interval-label"
          value={interval}
          onChange={(value) => setBillingInterval(value as BillingInterval)}
          data={[
            { value: 'month', label: bt('billing.plans.monthly') },
            {
              value: 'year',
              label: saving ? `${bt('billing.plans.yearly')} (${savingText})` : bt('billing.plans.yearly'),
            },
          ]}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {startError && (
        <Alert color="red" variant="light" role="alert">
          {startError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {data.plans.map((plan, i) => (
          <PlanCard
            key={plan.code}
            plan={plan}
            base={data.plans[i - 1]}
            currency={data.currency}
            interval={interval}
            onChoose={canSubscribe ? () => choose(plan.code) : undefined}
            choosing={start.isPending && start.variables?.plan === plan.code}
            disabled={start.isPending}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
