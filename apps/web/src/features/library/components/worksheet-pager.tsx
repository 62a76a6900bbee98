import { ListPagination } from '../../../components/list-pagination';
import { useLibraryT } from '../i18n';

interface WorksheetPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ("Pages of library results"). */
  label: string;
}

/** The app's page controls with this feature's labels. */
export function WorksheetPager({ label, ...props }: WorksheetPagerProps) {
  const t = useLibraryT();
  return (
    <ListPagination
      {...props}
      labels={{
        nav: label,
        previous: t('library.previousPage'),
        next: t('library.nextPage'),
        page: (page) => t('library.goToPage', { page }),
        range: (from, to, total) => t('library.range', { from, to, total }),
      }}
    />
  );
}
