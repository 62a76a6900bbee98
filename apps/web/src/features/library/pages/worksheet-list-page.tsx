import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { useMyWorksheets } from '../api/worksheet-queries';
import { ImportQtiButton } from '../components/import-qti-button';
import { WorksheetList } from '../components/worksheet-list';
import { WorksheetPager } from '../components/worksheet-pager';
import { WorksheetSearch } from '../components/worksheet-search';
import { useLibraryT } from '../i18n';
import { isFreeLicenseOnly, studioAccess } from '../lib/license';
import { useWorksheetListState, type WorksheetTab } from '../lib/use-worksheet-tab';

const PAGE_SIZE = 10;

/** /teacher/worksheet/list: the teacher's own worksheets and those shared with them. */
export function WorksheetListPage() {
  const t = useLibraryT();
  const me = useMe();
  const studio = studioAccess(me.data);
  const { tab, q, page, ready, set } = useWorksheetListState();
  const list = useMyWorksheets({ scope: tab, q: q || undefined, page, pageSize: PAGE_SIZE }, ready);

  const empty = q
    ? { title: t('library.mine.emptySearch', { q }), body: null }
    : tab === 'mine'
      ? { title: t('library.mine.emptyMine'), body: t('library.mine.emptyMineBody') }
      : { title: t('library.mine.emptyShared'), body: t('library.mine.emptySharedBody') };

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('library.mine.title')}
          </Title>
          <Text c="dimmed">{t('library.mine.intro')}</Text>
        </Stack>
        {studio.create && (
          <Group gap="sm" align="flex-start">
            <Button component={Link} to={PATHS.teacherStudio}>
              {t('library.mine.newWorksheet')}
            </Button>
            <ImportQtiButton />
          </Group>
        )}
      </Group>
      <Tabs value={tab} onChange={(value) => value && set({ tab: value as WorksheetTab })} keepMounted={false}>
        <Tabs.List aria-label={t('library.mine.tabs')}>
          <Tabs.Tab value="mine">{t('library.mine.tabMine')}</Tabs.Tab>
          <Tabs.Tab value="shared">{t('library.mine.tabShared')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" gap="sm">
              <WorksheetSearch
                label={t('library.mine.search')}
                placeholder={t('library.mine.searchPlaceholder')}
                value={q}
                onSearch={(next) => set({ q: next })}
              />
              {list.data && (
                <Text size="sm" c="dimmed" role="status">
                  {t('library.search.results', { count: list.data.total })}
                </Text>
              )}
            </Group>
            {!ready || list.isPending ? (
              <LoadingBlock lines={5} height={56} />
            ) : list.isError ? (
              <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
            ) : list.data.items.length === 0 ? (
              <Paper withBorder p="xl" radius="md">
                <Stack align="center" gap="sm" ta="center">
                  <Title order={2} size="h3">
                    {empty.title}
                  </Title>
                  {empty.body && <Text c="dimmed">{empty.body}</Text>}
                  {!q && tab === 'mine' && (
                    <Button component={Link} to={PATHS.teacherLibrary} variant="default">
                      {t('library.mine.browseLibrary')}
                    </Button>
                  )}
                </Stack>
              </Paper>
            ) : (
              <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
                <WorksheetList
                  items={list.data.items}
                  studio={studio}
                  freeOnly={isFreeLicenseOnly(me.data)}
                  showOwner={tab === 'shared'}
                />
                <WorksheetPager
                  label={t('library.mine.pagination')}
                  page={page}
                  total={list.data.total}
                  pageSize={PAGE_SIZE}
                  onChange={(next) => set({ page: next })}
                />
              </Stack>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
