import type { TLessonCard } from '@clearsheets/shared';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { UpgradeText } from '../../../components/upgrade-text';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { lessonListQueryOptions } from '../api/lesson-queries';
import { LaunchModal } from '../components/launch-modal';
import { LessonCard } from '../components/lesson-card';
import { OpenSessions } from '../components/open-sessions';
import { useLessonsT } from '../i18n';
import {
  domainNames,
  gradesOf,
  LESSON_DOMAINS,
  LESSON_GRADES,
  listParamsOf,
  standardCodes,
} from '../lib/library-filters';
import { useCopyLesson } from '../lib/use-copy-lesson';
import { useLessonFilters } from '../lib/use-lesson-filters';
import '../lessons.css';

/** /teacher/clearlesson: the Clear Lessons library with filters (remembered per user) and open sessions. */
export function LessonLibraryPage() {
  const t = useLessonsT();
  const labels = useGradeSubjectLabels();
  const headingId = useId();
  const { filters, ready, update, clear } = useLessonFilters();
  const list = useQuery({ ...lessonListQueryOptions(listParamsOf(filters)), enabled: ready });
  const [launching, setLaunching] = useState<TLessonCard | null>(null);
  const copying = useCopyLesson();
  const cards = list.data?.items ?? [];
  const known = useRef(new Map<string, string>());
  const names = useMemo(() => {
    known.current = domainNames(cards, known.current);
    return known.current;
  }, [cards]);
  const [standards, setStandards] = useState<string[]>([]);
  useEffect(() => {
    if (!filters.standard && cards.length) setStandards(standardCodes(cards));
  }, [cards, filters.standard]);

  // Typing waits for a pause before asking the server.
  const [q, setQ] = useState(filters.q);
  const [standard, setStandard] = useState(filters.standard);
  useEffect(() => setQ(filters.q), [filters.q]);
  useEffect(() => setStandard(filters.standard), [filters.standard]);
  const [debouncedQ] = useDebouncedValue(q, 400);
  const [debouncedStandard] = useDebouncedValue(standard, 400);
  const latest = useRef({ filters, update });
  latest.current = { filters, update };
  useEffect(() => {
    const { filters: now, update: apply } = latest.current;
    if (debouncedQ.trim() !== now.q) apply({ q: debouncedQ.trim() });
  }, [debouncedQ]);
  useEffect(() => {
    const { filters: now, update: apply } = latest.current;
    if (debouncedStandard.trim() !== now.standard) apply({ standard: debouncedStandard.trim() });
  }, [debouncedStandard]);

  const filtered = filters.grade || filters.domain || filters.standard || filters.q;
  return (
    <Stack gap="lg" className="cs-lessons-page">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('library.intro')}</Text>
      </Stack>
      <OpenSessions />
      {copying.error && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={t('launch.close')}
          onClose={copying.clearError}
        >
          <UpgradeText text={copying.error} />
        </Alert>
      )}
      <search aria-label={t('library.filtersLabel')}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MultiSelect
            label={t('library.grade')}
            placeholder={filters.grade ? undefined : t('library.gradeAll')}
            data={labels.gradeOptions(LESSON_GRADES)}
            value={filters.grade?.split(',') ?? []}
            onChange={(grades) => update({ grade: gradesOf(grades.join(',')) })}
            clearable
            clearButtonProps={{ 'aria-label': t('library.gradeClear') }}
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            label={t('library.topic')}
            placeholder={t('library.topicAll')}
            data={LESSON_DOMAINS.map((code, i) => ({
              value: code,
              label: t('library.topicOption', {
                code,
                name: names.get(code) ?? t('library.topicFallback', { number: i + 1 }),
              }),
            }))}
            value={filters.domain}
            onChange={(domain) => update({ domain })}
            clearable
            w={{ base: '100%', xs: 260 }}
          />
          <Autocomplete
            label={t('library.standard')}
            placeholder={t('library.standardPlaceholder')}
            data={standards}
            value={standard}
            onChange={setStandard}
            maxLength={32}
            w={160}
          />
          <TextInput
            type="search"
            label={t('library.search')}
            placeholder={t('library.searchPlaceholder')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            maxLength={100}
            w={{ base: '100%', xs: 240 }}
          />
          {filtered && (
            <Button variant="subtle" onClick={clear}>
              {t('library.clear')}
            </Button>
          )}
        </Group>
      </search>
      <section aria-labelledby={headingId}>
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg" id={headingId}>
            {t('library.listLabel')}
          </Title>
          {list.data && (
            <Text size="sm" c="dimmed" role="status">
              {t('library.count', { count: list.data.total })}
            </Text>
          )}
        </Group>
        {!ready || list.isPending ? (
          <LoadingBlock lines={6} height={28} />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
        ) : cards.length === 0 ? (
          <EmptyState
            art={filtered ? 'search' : 'worksheets'}
            title={filtered ? t('library.emptyFiltered') : t('library.empty')}
            body={filtered ? t('library.emptyFilteredBody') : t('library.emptyBody')}
            headingOrder={3}
            actions={
              filtered ? (
                <Button variant="default" onClick={clear}>
                  {t('library.clear')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-busy={list.isFetching}
          >
            {cards.map((lesson) => (
              <li key={lesson.id}>
                <LessonCard
                  lesson={lesson}
                  onLaunch={setLaunching}
                  onCopy={(l) => copying.copy(l.id)}
                  copying={copying.copyingId === lesson.id}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </section>
      <LaunchModal lesson={launching} onClose={() => setLaunching(null)} />
    </Stack>
  );
}
