import type { TStudentInClass } from '@clearsheets/shared';
import { Checkbox, Fieldset, Group, Text } from '@mantine/core';
import { type KeyboardEvent, type SyntheticEvent, useRef } from 'react';
import { useAssignmentsT } from '../i18n';
import { selectAllState, tickStudent, toggleAllShown } from '../lib/student-range';

interface StudentRangeListProps {
  classId: number;
  className: string;
  /** The class's active students, sorted and narrowed by the search. */
  shown: readonly TStudentInClass[];
  /** How many active students the class has (before the search). */
  total: number;
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  searching: boolean;
}

/**
 * One class's students as checkboxes. A click ticks one; Shift-click (or Shift+Space) ticks or unticks every
 * student between the last one touched and this one; "Select all" acts on the students shown.
 */
export function StudentRangeList({
  classId,
  className,
  shown,
  total,
  selected,
  onChange,
  searching,
}: StudentRangeListProps) {
  const t = useAssignmentsT();
  const anchor = useRef<number | null>(null);
  // Shift+Space: the click the browser makes from the key does not always carry the Shift key, so the key
  // down says it first.
  const shiftSpace = useRef(false);
  const shownIds = shown.map((s) => s.id);
  const all = selectAllState(shownIds, selected);
  const selectedHere = selected.size;

  const tick = (studentId: number, event: SyntheticEvent) => {
    const native = event.nativeEvent as MouseEvent;
    const shift = shiftSpace.current || !!native.shiftKey;
    shiftSpace.current = false;
    onChange(tickStudent(shownIds, selected, anchor.current, studentId, shift));
    anchor.current = studentId;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ') shiftSpace.current = event.shiftKey;
  };

  return (
    <Fieldset
      legend={className}
      radius="md"
      bg="white"
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', paddingInline: 4 } }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap" mb="sm">
        <Checkbox
          label={
            searching
              ? t('assignments.range.selectAllShown', { name: className })
              : t('assignments.range.selectAll', { name: className })
          }
          checked={all.checked}
          indeterminate={all.indeterminate}
          onChange={() => onChange(toggleAllShown(shownIds, selected))}
          disabled={shownIds.length === 0}
          fw={600}
        />
        <Text size="sm" c="dimmed" id={`range-count-${classId}`}>
          {t('assignments.range.classSelected', { selected: selectedHere, total })}
        </Text>
      </Group>
      {total === 0 ? (
        <Text size="sm">{t('assignments.range.noStudents')}</Text>
      ) : shown.length === 0 ? (
        <Text size="sm">{t('assignments.range.noMatch')}</Text>
      ) : (
        <ul className="cs-range-list">
          {shown.map((s) => (
            <li key={s.id}>
              <Checkbox
                checked={selected.has(s.id)}
                onChange={(event) => tick(s.id, event)}
                onKeyDown={onKeyDown}
                label={`${s.firstName} ${s.lastName}`}
                description={s.username}
              />
            </li>
          ))}
        </ul>
      )}
    </Fieldset>
  );
}
