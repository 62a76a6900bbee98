import { ListPagination } from '../../../components/list-pagination';
import { useAssignmentsT } from '../i18n';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark. */
  label: string;
}

/** The app's page controls with this feature's labels ("Page 3", "Next page", "Showing 21-40 of 75"). */
export function Pager({ label, ...props }: PagerProps) {
  const t = useAssignmentsT();
  return (
    <ListPagination
      {...props}
      labels={{
        nav: label,
        previous: t('assignments.previousPage'),
        next: t('assignments.nextPage'),
        page: (page) => t('assignments.goToPage', { page }),
        range: (from, to, total) => t('assignments.pageRange', { from, to, total }),
      }}
    />
  );
}
