import { ListPagination } from '../../../components/list-pagination';
import { useResultsT } from '../i18n';

interface ResultsPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark when a page has two pagers ("Pages of students"). */
  label?: string;
}

/** The app's page controls with this feature's labels. */
export function ResultsPager({ label, ...props }: ResultsPagerProps) {
  const t = useResultsT();
  return (
    <ListPagination
      {...props}
      labels={{
        nav: label ?? t('results.pager.nav'),
        previous: t('results.pager.previous'),
        next: t('results.pager.next'),
        page: (page) => t('results.pager.page', { page }),
        range: (from, to, total) => t('results.pager.range', { from, to, total }),
      }}
    />
  );
}
