import type { TClassSummary } from '@clearsheets/shared';
import { Select } from '@mantine/core';
import { counts } from '../../../lib/locale-format';
import { useImportsT } from '../i18n';

interface ClassPickerProps {
  classes: TClassSummary[];
  value: number | null;
  onChange: (classId: number | null) => void;
  error?: string | null;
}

/** The class to import into, with its head count (and the free license's cap) under the field. */
export function ClassPicker({ classes, value, onChange, error }: ClassPickerProps) {
  const t = useImportsT();
  // Name the school only when the list spans several (district and school admins).
  const manySchools = new Set(classes.map((c) => c.schoolId)).size > 1;
  const selected = classes.find((c) => c.id === value);
  const description = selected
    ? selected.studentLimit !== null
      ? t('imports.upload.classStudentsLimit', {
          n: counts.format(selected.studentCount),
          limit: selected.studentLimit,
        })
      : t('imports.upload.classStudents', {
          count: selected.studentCount,
          n: counts.format(selected.studentCount),
        })
    : undefined;
  return (
    <Select
      label={t('imports.upload.classLabel')}
      placeholder={t('imports.upload.classPlaceholder')}
      data={classes.map((c) => ({ value: String(c.id), label: manySchools ? `${c.name} · ${c.schoolName}` : c.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable={classes.length > 8}
      allowDeselect={false}
      withAsterisk
      description={description}
      error={error}
      errorProps={{ role: 'alert' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
