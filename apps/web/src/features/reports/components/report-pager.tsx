import { ListPagination } from '../../../components/list-pagination';
import { useReportsT } from '../i18n';

interface ReportPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** The list's name ("Students"), for the pages' navigation label. */
  list: string;
}

/** Page controls under a long report table (the CSV export holds every row, in the same order). */
export function ReportPager({ total, page, pageSize, onChange, list }: ReportPagerProps) {
  const t = useReportsT();
  return (
    <div className="cs-no-print">
      <ListPagination
        total={total}
        page={page}
        pageSize={pageSize}
        onChange={onChange}
        labels={{
          nav: t('reports.pager.nav', { list }),
          previous: t('reports.pager.previous'),
          next: t('reports.pager.next'),
          page: (p) => t('reports.pager.page', { page: p }),
          range: (from, to, total) => t('reports.pager.range', { from, to, total }),
        }}
      />
    </div>
  );
}
