import { validThresholds } from '@clearsheets/shared';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { notifyError, notifySuccess } from '../../lib/notices';
import { useLevelSettings, useSaveLevels } from '../api/scope-queries';
import { useScopeT } from '../i18n';

type Draft = { approaches: number | string; meets: number | string; masters: number | string };
const KEYS = ['approaches', 'meets', 'masters'] as const;

/**
 * The district's performance levels: where Approaches, Meets and Masters start. District admins change them
 * (checked here as the server checks them); everyone else reads them.
 */
export function LevelThresholdsCard() {
  const t = useScopeT();
  const headingId = useId();
  const settings = useLevelSettings();
  const save = useSaveLevels();
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = settings.data?.thresholds;
  useEffect(() => {
    if (current) setDraft({ ...current });
  }, [current]);

  const numbers =
    draft && KEYS.every((k) => typeof draft[k] === 'number') ? (draft as Record<(typeof KEYS)[number], number>) : null;
  const valid = numbers !== null && validThresholds(numbers);
  const changed = numbers !== null && current !== undefined && KEYS.some((k) => numbers[k] !== current[k]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!numbers || !valid) return;
    save.mutate(numbers, {
      onSuccess: () => notifySuccess(t('scope.levels.saved')),
      onError: (error) => notifyError(error),
    });
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t('scope.levels.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('scope.levels.intro')}
        </Text>
        {settings.isPending ? (
          <LoadingBlock lines={2} height={28} />
        ) : settings.isError ? (
          <QueryError error={settings.error} onRetry={() => settings.refetch()} retrying={settings.isFetching} />
        ) : !settings.data.canEdit ? (
          <Text>{t('scope.levels.readOnly', settings.data.thresholds)}</Text>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {settings.data.isDefault && <Text size="sm">{t('scope.levels.defaults')}</Text>}
              <Group gap="sm" align="flex-end" wrap="wrap">
                {KEYS.map((key) => (
                  <NumberInput
                    key={key}
                    label={t(`scope.levels.${key}`)}
                    value={draft?.[key] ?? ''}
                    onChange={(value) => setDraft((d) => (d ? { ...d, [key]: value } : d))}
                    min={1}
                    max={100}
                    step={1}
                    allowDecimal={false}
                    allowNegative={false}
                    w={{ base: '100%', xs: 200 }}
                    error={draft && !valid ? ' ' : undefined}
                  />
                ))}
                <Button type="submit" loading={save.isPending} disabled={!valid || !changed} className="cs-no-print">
                  {t('scope.levels.save')}
                </Button>
              </Group>
              {draft && !valid && (
                <Alert color="red" variant="light" role="alert" p="xs">
                  {t('scope.levels.invalid')}
                </Alert>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
