import { COIN_AMOUNT_KEYS, COIN_AMOUNT_MAX, type TClassArcade, type TClassArcadeSettings } from '@clearsheets/shared';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/notify';
import { arcadeKeys, saveClassArcade } from '../api/arcade-api';
import { useArcadeT } from '../i18n';
import { useProblemText } from '../lib/use-arcade-action';

/** A class's arcade rules: on or off, when it opens, ranks, the reward for assignments and coin amounts. */
export function ClassArcadeSettings({ arcade }: { arcade: TClassArcade }) {
  const t = useArcadeT();
  const problem = useProblemText();
  const client = useQueryClient();
  const [form, setForm] = useState<TClassArcadeSettings>(arcade.settings);
  useEffect(() => setForm(arcade.settings), [arcade.settings]);
  const save = useMutation({
    mutationFn: () => saveClassArcade(arcade.classId, form),
    onSuccess: (data) => {
      client.setQueryData(arcadeKeys.classArcade(arcade.classId), data);
      notify({ message: t('settings.saved'), closeLabel: t('close') });
    },
  });
  const set = <K extends keyof TClassArcadeSettings>(key: K, value: TClassArcadeSettings[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const readOnly = !arcade.canEdit;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="arcade-settings">
      <Title order={2} size="h3" id="arcade-settings">
        {t('settings.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('settings.intro')}
      </Text>
      {arcade.districtOff && (
        <Alert color="orange" variant="light" c="orange.9" mb="md">
          {t('settings.districtOff')}
        </Alert>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="md">
          <Switch
            size="md"
            label={t('settings.enabled')}
            checked={form.enabled}
            disabled={readOnly}
            onChange={(e) => set('enabled', e.currentTarget.checked)}
          />
          <Radio.Group
            label={t('settings.openMode')}
            value={String(form.openMode)}
            onChange={(v) => set('openMode', Number(v) as TClassArcadeSettings['openMode'])}
          >
            <Stack gap={6} mt={6}>
              <Radio value="1" label={t('settings.always')} disabled={readOnly} />
              <Radio value="2" label={t('settings.afterAssignments')} disabled={readOnly} />
              <Radio value="3" label={t('settings.window')} disabled={readOnly} />
            </Stack>
          </Radio.Group>
          {form.openMode === 3 && (
            <Group gap="sm">
              <TextInput
                type="time"
                label={t('settings.windowStart')}
                value={form.windowStart ?? ''}
                disabled={readOnly}
                onChange={(e) => set('windowStart', e.currentTarget.value || null)}
              />
              <TextInput
                type="time"
                label={t('settings.windowEnd')}
                value={form.windowEnd ?? ''}
                disabled={readOnly}
                onChange={(e) => set('windowEnd', e.currentTarget.value || null)}
              />
            </Group>
          )}
          <Switch
            size="md"
            label={t('settings.showRanks')}
            checked={form.showRanks}
            disabled={readOnly}
            onChange={(e) => set('showRanks', e.currentTarget.checked)}
          />
          <Radio.Group
            label={t('settings.reward')}
            value={String(form.completionReward)}
            onChange={(v) => set('completionReward', Number(v) as 1 | 2)}
          >
            <Group gap="md" mt={6}>
              <Radio value="2" label={t('settings.rewardCoins')} disabled={readOnly} />
              <Radio value="1" label={t('settings.rewardGame')} disabled={readOnly} />
            </Group>
          </Radio.Group>
          <Text fw={600}>{t('settings.amounts', { max: COIN_AMOUNT_MAX })}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {COIN_AMOUNT_KEYS.map((key) => (
              <NumberInput
                key={key}
                label={t(`settings.amountLabels.${key}`)}
                min={0}
                max={COIN_AMOUNT_MAX}
                clampBehavior="strict"
                allowDecimal={false}
                value={form.coinAmounts[key]}
                disabled={readOnly}
                onChange={(v) => set('coinAmounts', { ...form.coinAmounts, [key]: typeof v === 'number' ? v : 0 })}
              />
            ))}
          </SimpleGrid>
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {problem(save.error)}
            </Alert>
          )}
          {!readOnly && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('settings.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
