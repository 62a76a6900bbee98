import type { PaginationLabels } from '../../../components/list-pagination';
import type { useRosterT } from '../i18n';

/** Page control names for one of the screen's lists ("Pages of the classes list"). */
export function rosterPagerLabels(t: ReturnType<typeof useRosterT>, list: string): PaginationLabels {
  return {
    nav: t('roster.pager.nav', { list }),
    previous: t('roster.pager.previous'),
    next: t('roster.pager.next'),
    page: (n) => t('roster.pager.page', { page: n }),
    range: (from, to, total) => t('roster.pager.range', { from, to, total }),
  };
}
