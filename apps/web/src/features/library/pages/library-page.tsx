import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/me-query';
import { useLibrarySearch } from '../api/worksheet-queries';
import { FreeLicenseNote } from '../components/free-license-note';
import { LibraryFiltersPanel } from '../components/library-filters-panel';
import { WorksheetCard } from '../components/worksheet-card';
import { WorksheetCardSkeletons } from '../components/worksheet-card-skeletons';
import { WorksheetPager } from '../components/worksheet-pager';
import { useLibraryT } from '../i18n';
import { isEmptyFilters } from '../lib/library-filters';
import { isFreeLicenseOnly } from '../lib/license';
import { useLibraryFilters } from '../lib/use-library-filters';

const PAGE_SIZE = 12;

/** /teacher/clearSheetLibrary: approved worksheets by grade, subject, topic and standard, with a search. */
export function LibraryPage() {
  const t = useLibraryT();
  const me = useMe();
  const { filters, page, ready, update, setPage, clear } = useLibraryFilters();
  const results = useLibrarySearch(
    {
      grade: filters.grade ?? undefined,
      subjectId: filters.subjectId ?? undefined,
      domainId: filters.domainId ?? undefined,
      standardId: filters.standardId ?? undefined,
      fullTopic: filters.fullTopic || undefined,
      q: filters.q.trim() || undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    ready,
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('library.search.title')}
        </Title>
        <Text c="dimmed">{t('library.search.intro')}</Text>
      </Stack>
      {isFreeLicenseOnly(me.data) && <FreeLicenseNote />}
      <Paper withBorder radius="md" p="md">
        <LibraryFiltersPanel filters={filters} onChange={update} />
      </Paper>
      <Group justify="space-between" gap="sm" mih={36}>
        <Text size="sm" c="dimmed" role="status">
          {results.data ? t('library.search.results', { count: results.data.total }) : ''}
        </Text>
        {!isEmptyFilters(filters) && (
          <Button variant="subtle" size="sm" onClick={clear}>
            {t('library.search.clear')}
          </Button>
        )}
      </Group>
      {!ready || results.isPending ? (
        <WorksheetCardSkeletons />
      ) : results.isError ? (
        <QueryError error={results.error} onRetry={() => results.refetch()} retrying={results.isFetching} />
      ) : results.data.items.length === 0 ? (
        <EmptyState
          art="search"
          title={t('library.search.empty')}
          body={t('library.search.emptyBody')}
          actions={
            !isEmptyFilters(filters) && (
              <Button variant="default" onClick={clear}>
                {t('library.search.clear')}
              </Button>
            )
          }
        />
      ) : (
        <Stack gap="md" style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }} aria-busy={results.isPlaceholderData}>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {results.data.items.map((worksheet) => (
              <WorksheetCard key={worksheet.id} worksheet={worksheet} />
            ))}
          </SimpleGrid>
          <WorksheetPager
            label={t('library.search.pagination')}
            page={page}
            total={results.data.total}
            pageSize={PAGE_SIZE}
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
