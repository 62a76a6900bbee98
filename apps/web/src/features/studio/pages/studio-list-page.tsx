import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { useStudioWorksheets } from '../api/studio-queries';
import { PlusIcon } from '../components/studio-icons';
import { StudioLocked } from '../components/studio-locked';
import { StudioWorksheetRow } from '../components/studio-worksheet-row';
import { useStudioT } from '../i18n';
import { canUseStudio } from '../lib/studio-access';

const PAGE_SIZE = 10;

/** /teacher/clearsheetstudio/list: the worksheets the teacher is writing, with their progress. */
export function StudioListPage() {
  const t = useStudioT();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useStudioWorksheets(page, PAGE_SIZE);

  if (me.isPending) return <LoadingBlock lines={6} height={24} />;
  if (!canUseStudio(me.data)) return <StudioLocked />;

  const newButton = (
    <Button component={Link} to={PATHS.teacherStudio} leftSection={<PlusIcon />}>
      {t('studio.list.newWorksheet')}
    </Button>
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('studio.list.title')}
          </Title>
          <Text c="dimmed">{t('studio.list.intro')}</Text>
        </Stack>
        {list.data?.total !== 0 && newButton}
      </Group>
      {list.isPending ? (
        <LoadingBlock lines={5} height={64} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          art="worksheets"
          title={t('studio.list.empty')}
          body={t('studio.list.emptyBody')}
          actions={
            <>
              {newButton}
              <Button component={Link} to={PATHS.teacherLibrary} variant="default">
                {t('studio.list.browseLibrary')}
              </Button>
            </>
          }
        />
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.items.map((worksheet) => (
              <StudioWorksheetRow key={worksheet.id} worksheet={worksheet} />
            ))}
          </Stack>
          {pages > 1 && (
            <nav aria-label={t('studio.list.pagination')}>
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
                size="sm"
              />
            </nav>
          )}
        </Stack>
      )}
    </Stack>
  );
}
