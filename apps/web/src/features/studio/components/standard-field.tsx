import type { TStandard } from '@clearsheets/shared';
import { Select } from '@mantine/core';
import { useStudioT } from '../i18n';

interface StandardFieldProps {
  value: number | null;
  onChange: (standardId: number | null) => void;
  /** The standards of the worksheet's grade and subject; the worksheet's own first. */
  standards: TStandard[];
  preferred: number[];
}

/** The standard the question assesses (reports group answers by it). */
export function StandardField({ value, onChange, standards, preferred }: StandardFieldProps) {
  const t = useStudioT();
  const first = new Set(preferred);
  const sorted = [...standards.filter((s) => first.has(s.id)), ...standards.filter((s) => !first.has(s.id))];
  return (
    <Select
      label={t('studio.editor.standard')}
      data={[
        { value: '', label: t('studio.editor.noStandard') },
        ...sorted.map((s) => ({ value: String(s.id), label: `${s.code} ${s.description}` })),
      ]}
      value={value ? String(value) : ''}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
      allowDeselect={false}
      maxDropdownHeight={300}
      comboboxProps={{ width: 'target' }}
    />
  );
}
