import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useAssignmentsT } from '../i18n';
import type { Audience } from '../lib/assign-form';

interface AudienceFieldsProps {
  audience: Audience;
  onAudience: (audience: Audience) => void;
  chosen: number;
  error?: string;
  onChooseStudents: () => void;
}

/** "Whole class" or "Choose students", with how many are chosen and the way to the student range page. */
export function AudienceFields({ audience, onAudience, chosen, error, onChooseStudents }: AudienceFieldsProps) {
  const t = useAssignmentsT();
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('assignments.audience.legend')}
        value={audience}
        onChange={(value) => onAudience(value as Audience)}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="class"
            label={t('assignments.audience.wholeClass')}
            description={t('assignments.audience.wholeClassHint')}
          />
          <Radio
            value="students"
            label={t('assignments.audience.chooseStudents')}
            description={t('assignments.audience.chooseStudentsHint')}
          />
        </Stack>
      </Radio.Group>
      {audience === 'students' ? (
        <Stack gap={6} pl={{ base: 0, xs: 'xl' }} id="assign-students">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600} role="status">
              {chosen > 0 ? t('assignments.audience.chosen', { count: chosen }) : t('assignments.audience.noneChosen')}
            </Text>
            <Button size="compact-md" variant="light" onClick={onChooseStudents}>
              {chosen > 0 ? t('assignments.audience.change') : t('assignments.audience.pick')}
            </Button>
          </Group>
          {error ? (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
