import { MESSAGES, type TStudentSettingsValues } from '@clearsheets/shared';
import { Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSaveClassDefaults } from '../api/settings-mutations';
import { useClassesT } from '../i18n';
import { decodeSetting, SETTING_CHOICES, SETTING_KEYS } from '../lib/settings-options';
import { notifySuccess, ServerErrorAlert } from './feedback';
import { useSettingLabels } from './setting-labels';

/** The class's default student settings: a form for those who may change the class, plain text otherwise. */
export function ClassDefaultsForm({
  classId,
  defaults,
  canWrite,
}: {
  classId: number;
  defaults: TStudentSettingsValues;
  canWrite: boolean;
}) {
  const ct = useClassesT();
  const { choiceLabel, settingLabel, valueLabel } = useSettingLabels();
  const save = useSaveClassDefaults(classId);
  const [values, setValues] = useState<TStudentSettingsValues>(defaults);
  const changed = SETTING_KEYS.some((k) => values[k] !== defaults[k]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(values, { onSuccess: () => notifySuccess(MESSAGES.dataUpdated) });
  };
  if (!canWrite) {
    // Looking only: plain text reads better than greyed-out controls.
    return (
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="class-defaults">
        <Title order={2} size="h3" id="class-defaults" mb="sm">
          {ct('settings.defaultsHeading')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
          {SETTING_KEYS.map((key) => (
            <div key={key}>
              <Text component="dt" size="sm" c="dimmed">
                {settingLabel(key)}
              </Text>
              <Text component="dd" fw={600} m={0}>
                {valueLabel(key, defaults[key])}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    );
  }
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="class-defaults">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="class-defaults">
            {ct('settings.defaultsHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Switch
              label={ct('settings.readAloud')}
              description={ct('settings.readAloudDescription')}
              checked={values.readAloud}
              onChange={(e) => setValues((v) => ({ ...v, readAloud: e.currentTarget.checked }))}
              size="md"
            />
            <Select
              label={ct('settings.language')}
              data={SETTING_CHOICES.language.map((raw) => ({ value: raw, label: choiceLabel('language', raw) }))}
              value={values.language}
              onChange={(raw) => raw && setValues((v) => ({ ...v, language: decodeSetting('language', raw) ?? 'en' }))}
              allowDeselect={false}
            />
            <Radio.Group
              label={ct('settings.feedback')}
              value={String(values.feedbackOption)}
              onChange={(raw) => setValues((v) => ({ ...v, feedbackOption: raw === '2' ? 2 : 1 }))}
            >
              <Stack gap="xs" mt={6}>
                {SETTING_CHOICES.feedbackOption.map((raw) => (
                  <Radio key={raw} value={raw} label={choiceLabel('feedbackOption', raw)} disabled={!canWrite} />
                ))}
              </Stack>
            </Radio.Group>
          </SimpleGrid>
          <ServerErrorAlert error={save.error} />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!changed}>
              {ct('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
