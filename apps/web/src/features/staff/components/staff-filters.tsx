import { STAFF_MANAGED_ROLES } from '@clearsheets/shared';
import { Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useStaffT } from '../i18n';
import type { StaffFilters as Filters } from '../staff-form';

interface StaffFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  /** District admins filter by school; everyone else sees one school. */
  schools: { id: number; name: string }[] | null;
}

/** Search (sent 300 ms after typing stops), role, status and, for district admins, school. */
export function StaffFilters({ filters, onChange, schools }: StaffFiltersProps) {
  const t = useStaffT();
  const app = useTranslation().t;
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search, 300);

  // Only a change of the typed text triggers a search (the other filters and the page follow the address bar).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacting to the debounced text alone is the point
  useEffect(() => {
    if (debounced.trim() !== filters.search.trim()) onChange({ search: debounced });
  }, [debounced]);

  return (
    <Grid gutter="sm" role="search" aria-label={t('staff.people.filters.label')}>
      <Grid.Col span={{ base: 12, sm: schools ? 12 : 6, md: schools ? 3 : 6 }}>
        <TextInput
          label={t('staff.people.filters.search')}
          placeholder={t('staff.people.filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          maxLength={100}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: schools ? 4 : 3, md: 3 }}>
        <Select
          label={t('staff.people.filters.role')}
          data={[
            { value: '', label: t('staff.people.filters.allRoles') },
            ...STAFF_MANAGED_ROLES.map((role) => ({ value: role, label: app(`roles.${role}`) })),
          ]}
          value={filters.role ?? ''}
          onChange={(value) => onChange({ role: (value || null) as Filters['role'] })}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: schools ? 4 : 3, md: 3 }}>
        <Select
          label={t('staff.people.filters.status')}
          data={[
            { value: '', label: t('staff.people.filters.allStatuses') },
            { value: 'active', label: t('staff.people.status.active') },
            { value: 'deactivated', label: t('staff.people.status.deactivated') },
          ]}
          value={filters.status ?? ''}
          onChange={(value) => onChange({ status: (value || null) as Filters['status'] })}
          allowDeselect={false}
        />
      </Grid.Col>
      {schools && (
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Select
            label={t('staff.people.filters.school')}
            data={[
              { value: '', label: t('staff.people.filters.allSchools') },
              ...schools.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            value={filters.schoolId ? String(filters.schoolId) : ''}
            onChange={(value) => onChange({ schoolId: value ? Number(value) : null })}
            allowDeselect={false}
            searchable={schools.length > 8}
          />
        </Grid.Col>
      )}
    </Grid>
  );
}
