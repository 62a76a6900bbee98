import type { TImportJob } from '@clearsheets/shared';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useImportList } from '../../../components/import-job/import-jobs-query';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useClassOptions } from '../api/class-options-query';
import { ImportDetailModal } from '../components/import-detail-modal';
import { ImportsList } from '../components/imports-list';
import { useImportsT } from '../i18n';

const PAGE_SIZE = 20;

/** /teacher/importfilelist: the caller's imports, newest first, a page at a time; each opens to its problems. */
export function ImportFileListPage() {
  const t = useImportsT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const imports = useImportList({ page, pageSize: PAGE_SIZE });
  const classes = useClassOptions();
  const [open, setOpen] = useState<TImportJob | null>(null);

  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('imports.list.title')}
          </Title>
          <Text c="dimmed">{t('imports.list.intro')}</Text>
        </Stack>
        <Button component={Link} to="/teacher/studentimportlist">
          {t('imports.list.newImport')}
        </Button>
      </Group>
      {imports.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : imports.isError ? (
        <QueryError error={imports.error} onRetry={() => imports.refetch()} retrying={imports.isFetching} />
      ) : imports.data.total === 0 ? (
        <Alert color="brand" variant="light" title={t('imports.list.empty')}>
          <Button component={Link} to="/teacher/studentimportlist" size="sm" mt="xs">
            {t('imports.list.newImport')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="sm">
          <ImportsList jobs={imports.data.items} classes={classes.data?.items ?? []} onOpen={setOpen} />
          <ListPagination
            total={imports.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onChange={setPage}
            labels={{
              nav: t('imports.list.pager.nav'),
              previous: t('imports.list.pager.previous'),
              next: t('imports.list.pager.next'),
              page: (n) => t('imports.list.pager.page', { page: n }),
              range: (from, to, total) => t('imports.list.pager.range', { from, to, total }),
            }}
          />
        </Stack>
      )}
      <ImportDetailModal jobId={open?.id ?? null} fileName={open?.fileName ?? ''} onClose={() => setOpen(null)} />
    </Stack>
  );
}
