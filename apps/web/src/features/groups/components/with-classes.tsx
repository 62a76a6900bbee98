import type { TClassSummary } from '@clearsheets/shared';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useGroupsT } from '../i18n';

/** The group pages need a class first: shows the class list's loading, error and empty states, then the page. */
export function WithClasses({
  query,
  children,
}: {
  query: UseQueryResult<TClassSummary[]>;
  children: (classes: TClassSummary[]) => ReactNode;
}) {
  const t = useGroupsT();
  if (query.isPending) return <LoadingBlock lines={4} height={24} />;
  if (query.isError)
    return <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) return <Text>{t('groups.noClasses')}</Text>;
  return children(query.data);
}
