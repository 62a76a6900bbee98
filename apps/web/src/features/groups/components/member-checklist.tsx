import type { TStudentInClass } from '@clearsheets/shared';
import { Checkbox, Fieldset, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGroupsT } from '../i18n';
import { filterStudents, selectAllState, toggleAll } from '../member-picker';

interface MemberChecklistProps {
  students: TStudentInClass[];
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}

/** A searchable checkbox list of the class's active students, with "Select all" for what the search shows. */
export function MemberChecklist({ students, selected, onChange }: MemberChecklistProps) {
  const t = useGroupsT();
  const [search, setSearch] = useState('');
  const shown = filterStudents(students, search);
  const shownIds = shown.map((s) => s.id);
  const all = selectAllState(shownIds, selected);
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <Fieldset
      legend={t('groups.create.members')}
      variant="unstyled"
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 } }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('groups.create.search')}
          placeholder={t('groups.create.searchPlaceholder')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={360}
        />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Checkbox
            label={search.trim() ? t('groups.create.selectAllShown') : t('groups.create.selectAll')}
            checked={all.checked}
            indeterminate={all.indeterminate}
            onChange={() => onChange(toggleAll(shownIds, selected))}
            disabled={shownIds.length === 0}
            fw={600}
          />
          <Text size="sm" role="status" aria-live="polite">
            {t('groups.create.selected', { count: selected.size })}
          </Text>
        </Group>
        {shown.length === 0 ? (
          <Text size="sm">{t('groups.create.noMatch')}</Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {shown.map((s) => (
                <li key={s.id}>
                  <Checkbox
                    checked={selected.has(s.id)}
                    onChange={() => toggle(s.id)}
                    label={`${s.firstName} ${s.lastName}`}
                    description={s.username}
                  />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Fieldset>
  );
}
