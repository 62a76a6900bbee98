import type { TClassSummary } from '@clearsheets/shared';
import { ReportFilterBar } from '../../components/report-filter-bar';
import { useReportsT } from '../../i18n';
import type { ReportFilterValues } from '../../lib/filters';
import { notifyError, notifySuccess } from '../../lib/notices';
import { useCrystalOptions, useSaveFilters } from '../api/crystal-queries';

interface CrystalFiltersProps {
  filters: ReportFilterValues;
  onChange: (next: ReportFilterValues) => void;
  classes: TClassSummary[];
  /** The class on screen, when the caller's list does not hold it (a leader opening a class by its link). */
  current?: { id: number; name: string };
  /** The lesson report: no assignment filter (lessons are not assignments). */
  lessons?: boolean;
}

/** The crystal report's filter bar: the caller's classes, and what the class's data offers; "Save filters". */
export function CrystalFilters({ filters, onChange, classes, current, lessons = false }: CrystalFiltersProps) {
  const t = useReportsT();
  const options = useCrystalOptions(filters.classId);
  const save = useSaveFilters();
  const list = classes.map((c) => ({ id: c.id, name: c.name }));
  if (current && !list.some((c) => c.id === current.id)) list.unshift(current);
  const o = options.data;
  return (
    <ReportFilterBar
      value={filters}
      onChange={onChange}
      classes={list}
      groups={o?.groups ?? []}
      grades={o?.grades ?? []}
      subjects={o?.subjects ?? []}
      assignments={lessons ? undefined : (o?.assignments ?? []).map((a) => ({ id: a.id, title: a.title }))}
      saving={save.isPending}
      onSave={() =>
        save.mutate(filters, {
          onSuccess: () => notifySuccess(t('reports.filters.saved')),
          onError: (error) => notifyError(error, t('reports.filters.saveFailed')),
        })
      }
    />
  );
}
