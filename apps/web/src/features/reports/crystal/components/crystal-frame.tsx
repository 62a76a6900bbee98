import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { type Crumb, ReportHeader } from '../../components/report-header';
import { useCrystalT } from '../i18n';
import type { useCrystalFilters } from '../lib/use-crystal-filters';
import { CrystalFilters } from './crystal-filters';
import '../../reports.css';

interface CrystalFrameProps {
  state: ReturnType<typeof useCrystalFilters>;
  title: string;
  intro: string;
  crumbs?: Crumb[];
  /** The class the report is about (named by the server), for a class the caller's list does not hold. */
  current?: { id: number; name: string };
  lessons?: boolean;
  /** Buttons beside Print (links to related reports). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A crystal report page: the heading with Print, the filter bar, then the page's own sections; the caller's
 * classes load first (no class yet: what to do next). Printing keeps the report and drops the rest. */
export function CrystalFrame({ state, title, intro, crumbs, current, lessons, actions, children }: CrystalFrameProps) {
  const t = useCrystalT();
  const { classes, filters, setFilters } = state;
  const header = (
    <ReportHeader title={title} intro={intro} crumbs={crumbs} crumbsLabel={t('crystal.crumbs')} actions={actions} />
  );
  let body: ReactNode;
  if (classes.isPending) body = <LoadingBlock lines={4} height={40} />;
  else if (classes.isError)
    body = <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />;
  else if (classes.data.length === 0 && filters.classId === undefined)
    body = <EmptyState art="results" title={t('crystal.noClasses')} body={t('crystal.noClassesBody')} />;
  else
    body = (
      <>
        <CrystalFilters
          filters={filters}
          onChange={setFilters}
          classes={classes.data}
          current={current}
          lessons={lessons}
        />
        {filters.classId === undefined ? <LoadingBlock lines={4} height={40} /> : children}
      </>
    );
  return (
    <Stack gap="lg" maw={1200} className="cs-report">
      {header}
      {body}
    </Stack>
  );
}
