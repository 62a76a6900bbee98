import { USER_PREFERENCE_KINDS } from '@clearsheets/shared';
import { useSearchParams } from 'react-router';
import { usePreference, useSavePreference } from '../../../lib/preference-queries';

export type WorksheetTab = 'mine' | 'shared';
const KIND = USER_PREFERENCE_KINDS.myWorksheet;

const asTab = (value: unknown): WorksheetTab | null => (value === 'mine' || value === 'shared' ? value : null);

/**
 * The tab of "My worksheets", search and page: in the address bar; the tab last chosen is also the
 * teacher's "my worksheet" preference (kind 16), so the list opens where they left it.
 */
export function useWorksheetListState() {
  const [params, setParams] = useSearchParams();
  const preference = usePreference(KIND);
  const save = useSavePreference(KIND);
  const tab = asTab(params.get('tab')) ?? asTab(preference.data?.value?.tab) ?? 'mine';
  const q = (params.get('q') ?? '').slice(0, 200);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const set = (next: { tab?: WorksheetTab; q?: string; page?: number }) => {
    const copy = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    copy.set('tab', nextTab);
    const nextQ = next.q ?? (next.tab ? '' : q);
    if (nextQ.trim()) copy.set('q', nextQ.trim());
    const nextPage = next.page ?? 1;
    if (nextPage > 1) copy.set('page', String(nextPage));
    setParams(copy, { replace: next.q !== undefined });
    if (next.tab && next.tab !== asTab(preference.data?.value?.tab)) save.mutate({ tab: next.tab });
  };

  return { tab, q, page, ready: !preference.isPending || params.has('tab'), set };
}
