import type { TClassSummary } from '@clearsheets/shared';
import { Checkbox, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useAssignmentResults, useClassDetails } from '../api/assignment-queries';
import { useAssignmentsT } from '../i18n';
import { byName } from '../lib/student-range';

interface AddStudentsPickerProps {
  assignmentId: number;
  classes: readonly TClassSummary[];
  value: number[];
  onChange: (studentIds: number[]) => void;
}

/** Students of one of the teacher's classes to add; those who already have the assignment are shown, not offered. */
export function AddStudentsPicker({ assignmentId, classes, value, onChange }: AddStudentsPickerProps) {
  const t = useAssignmentsT();
  const [classId, setClassId] = useState<number | null>(null);
  const [detail] = useClassDetails(classId === null ? [] : [classId]);
  const results = useAssignmentResults(assignmentId, classId !== null);
  const already = new Set((results.data?.students ?? []).map((s) => s.studentId));
  const chosen = new Set(value);
  const students = detail?.data ? byName(detail.data.students.filter((s) => s.status === 'active')) : [];

  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange([...next]);
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('assignments.edit.addStudents')}
        placeholder={t('assignments.edit.pickClassPlaceholder')}
        data={classes.map((c) => ({ value: String(c.id), label: c.name }))}
        value={classId === null ? null : String(classId)}
        onChange={(v) => setClassId(v ? Number(v) : null)}
        maw={360}
        comboboxProps={{ withinPortal: true }}
      />
      {classId === null ? null : detail?.isError ? (
        <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
      ) : results.isError ? (
        <QueryError error={results.error} onRetry={() => results.refetch()} retrying={results.isFetching} />
      ) : !detail?.data || results.isPending ? (
        <LoadingBlock lines={3} />
      ) : students.length === 0 ? (
        <Text size="sm">{t('assignments.range.noStudents')}</Text>
      ) : (
        <ul className="cs-range-list" aria-label={detail.data.name}>
          {students.map((s) => {
            const has = already.has(s.id);
            return (
              <li key={s.id}>
                <Checkbox
                  checked={has || chosen.has(s.id)}
                  disabled={has}
                  onChange={() => toggle(s.id)}
                  label={`${s.firstName} ${s.lastName}`}
                  description={has ? t('assignments.edit.already') : s.username}
                />
              </li>
            );
          })}
        </ul>
      )}
      {value.length ? (
        <Text size="sm" fw={600} role="status">
          {t('assignments.range.selected', { count: value.length })}
        </Text>
      ) : null}
    </Stack>
  );
}
