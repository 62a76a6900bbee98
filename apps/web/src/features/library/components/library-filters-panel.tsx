import { STATE_TEXAS_ID } from '@clearsheets/shared';
import { Grid, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useMe } from '../../../lib/me-query';
import { useDomains, useGrades, useStandards, useSubjects } from '../api/taxonomy-queries';
import { useLibraryT } from '../i18n';
import type { LibraryFilters } from '../lib/library-filters';

interface LibraryFiltersPanelProps {
  filters: LibraryFilters;
  onChange: (change: Partial<LibraryFilters>) => void;
}

const ALL = '';
const SEARCH_DELAY_MS = 350;

/** Grade, subject, topic, standard, "Full topic only" and a search sent shortly after typing stops. */
export function LibraryFiltersPanel({ filters, onChange }: LibraryFiltersPanelProps) {
  const t = useLibraryT();
  const labels = useGradeSubjectLabels();
  const me = useMe();
  const grades = useGrades(me.data?.state?.id ?? STATE_TEXAS_ID);
  const subjects = useSubjects();
  const domains = useDomains(filters.grade ?? undefined, filters.subjectId ?? undefined);
  const standards = useStandards({
    grade: filters.grade ?? undefined,
    subjectId: filters.subjectId ?? undefined,
    domainId: filters.domainId ?? undefined,
  });
  const [query, setQuery] = useState(filters.q);
  const [debounced] = useDebouncedValue(query, SEARCH_DELAY_MS);

  // The address bar can change the search (back button, "Clear filters"): the box follows it.
  useEffect(() => setQuery(filters.q), [filters.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text searches
  useEffect(() => {
    if (debounced.trim() !== filters.q.trim()) onChange({ q: debounced });
  }, [debounced]);

  // The state's grades that have standards (every grade until they load), named in the screen's language.
  const gradeOptions = labels.gradeOptions(grades.data?.map((g) => g.grade));
  const needsGradeAndSubject = !filters.grade || !filters.subjectId;

  return (
    <Grid gutter="sm" role="search" aria-label={t('library.search.filters')}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label={t('library.search.query')}
          placeholder={t('library.search.queryPlaceholder')}
          type="search"
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('library.search.grade')}
          data={[{ value: ALL, label: t('library.allGrades') }, ...gradeOptions]}
          value={filters.grade ?? ALL}
          onChange={(value) => onChange({ grade: value || null })}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('library.search.subject')}
          data={[
            { value: ALL, label: t('library.allSubjects') },
            ...(subjects.data ?? []).map((s) => ({ value: String(s.id), label: labels.subject(s.name) })),
          ]}
          value={filters.subjectId ? String(filters.subjectId) : ALL}
          onChange={(value) => onChange({ subjectId: value ? Number(value) : null })}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
        <Select
          label={t('library.search.topic')}
          description={needsGradeAndSubject ? t('library.search.topicHint') : undefined}
          disabled={needsGradeAndSubject}
          data={[
            { value: ALL, label: t('library.allTopics') },
            ...(domains.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
          ]}
          value={filters.domainId ? String(filters.domainId) : ALL}
          onChange={(value) => onChange({ domainId: value ? Number(value) : null })}
          allowDeselect={false}
          comboboxProps={{ width: 'target' }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <Select
          label={t('library.search.standard')}
          description={needsGradeAndSubject ? t('library.search.topicHint') : undefined}
          disabled={needsGradeAndSubject}
          searchable
          data={[
            { value: ALL, label: t('library.allStandards') },
            ...(standards.data ?? []).map((s) => ({ value: String(s.id), label: `${s.code} ${s.description}` })),
          ]}
          value={filters.standardId ? String(filters.standardId) : ALL}
          onChange={(value) => onChange({ standardId: value ? Number(value) : null })}
          allowDeselect={false}
          maxDropdownHeight={320}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
        <Switch
          label={t('library.search.fullTopicOnly')}
          description={t('library.search.fullTopicHint')}
          checked={filters.fullTopic}
          onChange={(event) => onChange({ fullTopic: event.currentTarget.checked })}
          pb={4}
        />
      </Grid.Col>
    </Grid>
  );
}
