import { type BillingInterval, FREE_CLASS_STUDENT_LIMIT, type TPlan } from '@clearsheets/shared';
import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import { CheckIcon } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { useBillingT } from '../i18n';
import { addedFeatures, capsClassSize, listedFeatures } from '../lib/features';
import { formatMoney } from '../lib/format';

interface PlanCardProps {
  plan: TPlan;
  currency: string;
  interval: BillingInterval;
  /** The next cheaper plan: the card then lists only what this one adds to it. */
  base?: TPlan;
  /** Absent when the caller may not buy a plan: the card then only says what the plan holds. */
  onChoose?: () => void;
  choosing: boolean;
  disabled: boolean;
}

/** One plan: its price for the chosen period, what it opens, and the button that starts the card step. */
export function PlanCard({ plan, base, currency, interval, onChoose, choosing, disabled }: PlanCardProps) {
  const bt = useBillingT();
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const added = base ? addedFeatures(plan.features, base.features) : [];
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const price = plan.prices[interval];
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} fz="xl" id={headingId}>
            {plan.name}
          </Title>
          <Badge color={plan.tier === 'premium' ? 'violet' : 'brand'} variant="light" style={{ flexShrink: 0 }}>
            {bt(`billing.plans.tier_${plan.tier}`)}
          </Badge>
        </Group>
        <Stack gap={2}>
          <Text fz={32} fw={700} lh={1.1}>
            {money(price)}
            <Text span fz="md" fw={500} c="dimmed">
              {' '}
              / {bt(`billing.plans.unit_${interval}`)}
            </Text>
          </Text>
          {interval === 'year' && (
            <Text size="sm" c="dimmed">
              {bt('billing.plans.yearlyAsMonthly', { price: money(Math.round(price / 12)) })}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text fw={600} size="sm" id={listId}>
            {base ? bt('billing.plans.everythingIn', { plan: base.name }) : bt('billing.plans.includes')}
          </Text>
          <List
            aria-labelledby={listId}
            spacing={6}
            size="sm"
            center={!base}
            styles={{ itemLabel: { lineHeight: 1.4 } }}
            icon={
              <ThemeIcon color={base ? 'violet' : 'brand'} variant="light" radius="xl" size="sm" aria-hidden="true">
                <CheckIcon size={12} />
              </ThemeIcon>
            }
          >
            {base
              ? added.map((feature) => (
                  <List.Item key={feature}>
                    <Text span fw={600} size="sm">
                      {t(`staff.features.items.${feature}`)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`staff.features.about.${feature}`)}
                    </Text>
                  </List.Item>
                ))
              : listedFeatures(plan.features).map((feature) => (
                  <List.Item key={feature}>{t(`staff.features.items.${feature}`)}</List.Item>
                ))}
            {capsClassSize(plan.features) && (
              <List.Item>{bt('billing.plans.classCap', { limit: FREE_CLASS_STUDENT_LIMIT })}</List.Item>
            )}
          </List>
        </Stack>
        {onChoose && (
          <Button onClick={onChoose} loading={choosing} disabled={disabled && !choosing} fullWidth size="md">
            {bt('billing.plans.choose', { plan: plan.name })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
