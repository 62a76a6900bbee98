import { ListPagination } from '../../../components/list-pagination';
import { useClassesT } from '../i18n';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** The app's page controls with this feature's labels ("Page 3", "Next page", "Showing 21-40 of 75"). */
export function Pager(props: PagerProps) {
  const ct = useClassesT();
  return (
    <ListPagination
      {...props}
      labels={{
        nav: ct('common.paginationLabel'),
        previous: ct('common.previousPage'),
        next: ct('common.nextPage'),
        page: (page) => ct('common.goToPage', { page }),
        range: (from, to, total) => ct('common.range', { from, to, total }),
      }}
    />
  );
}
