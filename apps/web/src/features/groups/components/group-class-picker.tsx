import type { TClassSummary } from '@clearsheets/shared';
import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useGroupsT } from '../i18n';

/** The class of the page lives in `?classId=`; with none (or one that is not the caller's), the first class. */
export function useClassParam(classes: TClassSummary[] | undefined) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('classId'));
  const wanted = Number.isInteger(raw) && raw > 0 ? raw : null;
  const valid = classes?.some((c) => c.id === wanted) ? wanted : null;
  const fallback = classes?.[0]?.id ?? null;
  const classId = valid ?? (classes ? fallback : wanted);

  useEffect(() => {
    if (classes && valid === null && fallback !== null) {
      const copy = new URLSearchParams(params);
      copy.set('classId', String(fallback));
      setParams(copy, { replace: true });
    }
  }, [classes, valid, fallback, params, setParams]);

  const setClassId = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('classId', String(next));
    setParams(copy);
  };
  return [classId, setClassId] as const;
}

interface GroupClassPickerProps {
  classes: TClassSummary[];
  value: number | null;
  onChange: (classId: number) => void;
  disabled?: boolean;
  /** Why the picker is locked, shown under it. */
  description?: string;
}

export function GroupClassPicker({ classes, value, onChange, disabled, description }: GroupClassPickerProps) {
  const t = useGroupsT();
  const manySchools = new Set(classes.map((c) => c.schoolId)).size > 1;
  return (
    <Select
      label={t('groups.classLabel')}
      placeholder={t('groups.classPlaceholder')}
      data={classes.map((c) => ({ value: String(c.id), label: manySchools ? `${c.name} · ${c.schoolName}` : c.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      searchable={classes.length > 8}
      disabled={disabled}
      description={description}
      maw={420}
    />
  );
}
