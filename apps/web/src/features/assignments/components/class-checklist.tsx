import type { TClassSummary } from '@clearsheets/shared';
import { Checkbox, Stack } from '@mantine/core';
import { useAssignmentsT } from '../i18n';

interface ClassChecklistProps {
  classes: readonly TClassSummary[];
  value: readonly number[];
  onChange: (classIds: number[]) => void;
  error?: string;
  id: string;
  label?: string;
  description?: string;
  /** Classes that cannot be ticked (they already have the assignment). */
  disabledIds?: ReadonlySet<number>;
}

/** The teacher's classes as a checkbox group, each with its number of students. */
export function ClassChecklist({
  classes,
  value,
  onChange,
  error,
  id,
  label,
  description,
  disabledIds,
}: ClassChecklistProps) {
  const t = useAssignmentsT();
  return (
    <Checkbox.Group
      id={id}
      label={label ?? t('assignments.classes.legend')}
      description={description ?? t('assignments.classes.hint')}
      value={value.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      error={error}
      errorProps={{ role: 'alert' }}
      withAsterisk={label === undefined}
    >
      <Stack gap="xs" mt="xs">
        {classes.map((cls) => (
          <Checkbox
            key={cls.id}
            value={String(cls.id)}
            label={cls.name}
            description={t('assignments.students', { count: cls.studentCount })}
            disabled={disabledIds?.has(cls.id)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
