import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { idOf } from '../../lib/filters';
import { useCrystalT } from '../i18n';
import { crystalPaths } from '../lib/crystal-paths';
import { useCrystalFilters } from '../lib/use-crystal-filters';

/** What a detail page (a domain, a standard, a student) reads first: the filters and the id its address names
 * (0 when it names none). */
export function useCrystalDetail(idParam: string) {
  const state = useCrystalFilters();
  const [params] = useSearchParams();
  return { t: useCrystalT(), state, filters: state.filters, id: idOf(params.get(idParam)) ?? 0 };
}

interface DetailQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A detail page's body: a way back to the overview when the address names nothing, the error, the loading
 * block, or the report itself. */
export function CrystalDetailBody<T>({
  id,
  report,
  children,
}: {
  id: number;
  report: DetailQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useCrystalT();
  const { filters } = useCrystalFilters();
  if (id === 0)
    return (
      <Anchor component={Link} to={crystalPaths.overview(filters)}>
        {t('crystal.title')}
      </Anchor>
    );
  if (report.isError)
    return <QueryError error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />;
  if (!report.data) return <LoadingBlock lines={6} height={40} />;
  return children(report.data);
}
