import { Checkbox, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type KeyboardEvent, type SyntheticEvent, useRef, useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { TEACHER_PAGE_SIZE, useDistrictSchools, useTeachers } from '../api/staff-assignment-api';
import { useAssignmentsT } from '../i18n';
import { selectAllState, tickStudent, toggleAllShown } from '../lib/student-range';

interface TeacherPickerProps {
  /** District admins pick a school first (or all schools). */
  district: boolean;
  value: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** Teachers who already have it (adding teachers): shown ticked and fixed. */
  fixed?: ReadonlySet<number>;
  error?: string;
  id: string;
}

/**
 * The active teachers of the admin's school (by school for district admins): a search, "Select all shown",
 * and Shift-click ranges as on the student range page.
 */
export function TeacherPicker({ district, value, onChange, fixed, error, id }: TeacherPickerProps) {
  const t = useAssignmentsT();
  const [schoolId, setSchoolId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const schools = useDistrictSchools(district);
  const teachers = useTeachers({ schoolId, search: debounced });
  const anchor = useRef<number | null>(null);
  const shiftSpace = useRef(false);

  const items = teachers.data?.items ?? [];
  const shownIds = items.filter((s) => !fixed?.has(s.id)).map((s) => s.id);
  const all = selectAllState(shownIds, value);
  const tick = (teacherId: number, event: SyntheticEvent) => {
    const shift = shiftSpace.current || !!(event.nativeEvent as MouseEvent).shiftKey;
    shiftSpace.current = false;
    onChange(tickStudent(shownIds, value, anchor.current, teacherId, shift));
    anchor.current = teacherId;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ') shiftSpace.current = event.shiftKey;
  };

  return (
    <Fieldset
      legend={t('assignments.staff.teachersLegend')}
      variant="unstyled"
      id={id}
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-h4-font-size)', marginBottom: 8 } }}
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {district ? (
            <Select
              label={t('assignments.staff.school')}
              data={[
                { value: '', label: t('assignments.staff.allSchools') },
                ...(schools.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
              ]}
              value={schoolId ? String(schoolId) : ''}
              onChange={(v) => setSchoolId(v ? Number(v) : null)}
              allowDeselect={false}
              w={{ base: '100%', xs: 260 }}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <TextInput
            label={t('assignments.staff.teacherSearch')}
            placeholder={t('assignments.staff.teacherSearchPlaceholder')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
        {teachers.isPending ? (
          <LoadingBlock lines={3} />
        ) : teachers.isError ? (
          <QueryError error={teachers.error} onRetry={() => teachers.refetch()} retrying={teachers.isFetching} />
        ) : items.length === 0 ? (
          <Text size="sm">
            {debounced.trim() ? t('assignments.staff.noTeacherMatch') : t('assignments.staff.noTeachers')}
          </Text>
        ) : (
          <>
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Checkbox
                label={t('assignments.staff.selectAll')}
                checked={all.checked}
                indeterminate={all.indeterminate}
                onChange={() => onChange(toggleAllShown(shownIds, value))}
                disabled={shownIds.length === 0}
                fw={600}
              />
              <Text size="sm" role="status">
                {t('assignments.staff.teachersSelected', { count: value.size })}
              </Text>
            </Group>
            <ul className="cs-range-list" style={{ opacity: teachers.isPlaceholderData ? 0.6 : 1 }}>
              {items.map((teacher) => {
                const has = fixed?.has(teacher.id) ?? false;
                const place = district ? teacher.schoolName : teacher.email;
                return (
                  <li key={teacher.id}>
                    <Checkbox
                      checked={has || value.has(teacher.id)}
                      disabled={has}
                      onChange={(event) => tick(teacher.id, event)}
                      onKeyDown={onKeyDown}
                      label={`${teacher.firstName} ${teacher.lastName}`}
                      description={has ? t('assignments.staff.alreadySent') : (place ?? undefined)}
                    />
                  </li>
                );
              })}
            </ul>
            {shownIds.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('assignments.staff.allAlready')}
              </Text>
            ) : null}
            {teachers.data && teachers.data.total > TEACHER_PAGE_SIZE ? (
              <Text size="sm" c="dimmed">
                {t('assignments.staff.moreTeachers', { count: TEACHER_PAGE_SIZE })}
              </Text>
            ) : null}
          </>
        )}
        {error ? (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
