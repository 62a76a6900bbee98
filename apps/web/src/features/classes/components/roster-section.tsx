import type { TClassDetail, TStudentInClass } from '@clearsheets/shared';
import { Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useClassesT } from '../i18n';
import { filterRoster, type RosterFilter } from '../lib/roster-filter';
import { RosterTable, type StudentAction } from './roster-table';

interface RosterSectionProps {
  cls: TClassDetail;
  canWrite: boolean;
  onAction: (action: StudentAction, student: TStudentInClass) => void;
  pendingId: number | null;
}

/** The class roster with search and a status filter (all, active, removed). */
export function RosterSection({ cls, canWrite, onAction, pendingId }: RosterSectionProps) {
  const ct = useClassesT();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<RosterFilter>('all');
  const deferred = useDeferredValue(query);
  const shown = filterRoster(cls.students, deferred, status);
  const counts = {
    all: cls.students.length,
    active: cls.students.filter((s) => s.status === 'active').length,
    removed: cls.students.filter((s) => s.status === 'removed').length,
  };
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="roster-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="roster-heading">
          {ct('manage.roster')}
        </Title>
        {cls.students.length === 0 ? (
          <Text c="dimmed">{ct('manage.emptyRoster')}</Text>
        ) : (
          <>
            <Group gap="sm" align="flex-end">
              <TextInput
                label={ct('manage.search')}
                placeholder={ct('manage.searchPlaceholder')}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.currentTarget.value)}
                style={{ flex: '1 1 220px' }}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="roster-status-label">
                  {ct('manage.statusFilter')}
                </Text>
                <SegmentedControl
                  aria-labelledby="roster-status-label"
                  value={status}
                  onChange={(value) => setStatus(value as RosterFilter)}
                  data={(['all', 'active', 'removed'] as const).map((value) => ({
                    value,
                    label: `${ct(`manage.filter_${value}`)} (${counts[value]})`,
                  }))}
                />
              </Stack>
            </Group>
            <Text size="sm" c="dimmed" role="status">
              {shown.length === 0
                ? deferred.trim()
                  ? ct('manage.noMatch', { search: deferred.trim() })
                  : ct('manage.noneWithStatus')
                : ct('common.studentCount', { count: shown.length })}
            </Text>
            {shown.length > 0 ? (
              <RosterTable
                className={cls.name}
                students={shown}
                canWrite={canWrite}
                onAction={onAction}
                pendingId={pendingId}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
