import {
  CRYSTAL_STUDENT_ORDERS,
  type TCrystalDomainSummary,
  type TCrystalOptions,
  type TCrystalOverview,
  type TCrystalStandardDetails,
  type TCrystalStudentDetail,
  type TCrystalStudentOrder,
  type TLessonCrystalOverview,
  type TPreference,
  USER_PREFERENCE_KINDS,
} from '@clearsheets/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAllClasses } from '../../../../lib/all-classes';
import { api } from '../../../../lib/api-client';
import { filterQuery, type ReportFilterValues } from '../../lib/filters';

// The crystal report's reads: one fetcher and hook per endpoint; the page's filters are the query.

export const crystalKeys = {
  all: ['crystal'] as const,
  classes: ['crystal', 'classes'] as const,
  options: (classId: number) => ['crystal', 'options', classId] as const,
  view: (view: string, query: Record<string, string>) => ['crystal', view, query] as const,
  saved: ['preferences', USER_PREFERENCE_KINDS.crystalReportSetting] as const,
  order: ['preferences', USER_PREFERENCE_KINDS.crystalReport] as const,
};

/** The classes the caller may open (their own for a teacher; a school's or district's for leaders), up to 1,000. */
export const useCrystalClasses = () =>
  useQuery({
    queryKey: crystalKeys.classes,
    queryFn: ({ signal }) => fetchAllClasses(signal),
    staleTime: 60_000,
  });

export const useCrystalOptions = (classId: number | undefined) =>
  useQuery({
    queryKey: crystalKeys.options(classId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TCrystalOptions>('/api/v1/reports/crystal/options', { signal, query: { classId } }),
    enabled: classId !== undefined,
    staleTime: 60_000,
  });

/** One view of the report under the filters (and the view's own id: domain, standard, student). */
function useView<T>(
  view: string,
  path: string,
  filters: ReportFilterValues,
  extra: Record<string, number> = {},
  options: Record<string, string> = {},
) {
  const query = {
    ...filterQuery(filters),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
    ...options,
  };
  const ready = filters.classId !== undefined && Object.values(extra).every((v) => v > 0);
  return useQuery({
    queryKey: crystalKeys.view(view, query),
    queryFn: ({ signal }) => api.get<T>(path, { signal, query }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

export const useCrystalOverview = (filters: ReportFilterValues, order: TCrystalStudentOrder) =>
  useView<TCrystalOverview>('overview', '/api/v1/reports/crystal', filters, {}, { order });
export const useCrystalDomain = (filters: ReportFilterValues, domainId: number) =>
  useView<TCrystalDomainSummary>('domain', '/api/v1/reports/crystal/domain', filters, { domainId });
export const useCrystalStandard = (filters: ReportFilterValues, standardId: number) =>
  useView<TCrystalStandardDetails>('standard', '/api/v1/reports/crystal/standard', filters, { standardId });
export const useCrystalStudent = (filters: ReportFilterValues, studentId: number) =>
  useView<TCrystalStudentDetail>('student', '/api/v1/reports/crystal/student', filters, { studentId });
export const useLessonCrystal = (filters: ReportFilterValues) =>
  useView<TLessonCrystalOverview>('lesson', '/api/v1/reports/lesson-crystal', filters);

/** The filters this user saved (preference kind 8), or null. */
export const useSavedFilters = () =>
  useQuery({
    queryKey: crystalKeys.saved,
    queryFn: ({ signal }) =>
      api.get<TPreference>(`/api/v1/preferences/${USER_PREFERENCE_KINDS.crystalReportSetting}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSaveFilters = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (filters: ReportFilterValues) =>
      api.put<TPreference>(`/api/v1/preferences/${USER_PREFERENCE_KINDS.crystalReportSetting}`, {
        value: { ...filters },
      }),
    onSuccess: (saved) => client.setQueryData(crystalKeys.saved, saved),
  });
};

const ORDER_PREFERENCE = `/api/v1/preferences/${USER_PREFERENCE_KINDS.crystalReport}`;

/** The students' order this user chose (preference kind 20), by name when none or an unknown one is saved. */
export function savedOrder(preference: TPreference | undefined): TCrystalStudentOrder {
  const raw = preference?.value?.studentOrder;
  return (CRYSTAL_STUDENT_ORDERS as readonly unknown[]).includes(raw) ? (raw as TCrystalStudentOrder) : 'name';
}

export const useStudentOrder = () =>
  useQuery({
    queryKey: crystalKeys.order,
    queryFn: ({ signal }) => api.get<TPreference>(ORDER_PREFERENCE, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Keeps the chosen order on the server (every device opens the list the same way); shown at once. */
export const useSaveStudentOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentOrder: TCrystalStudentOrder) =>
      api.put<TPreference>(ORDER_PREFERENCE, { value: { studentOrder } }),
    onMutate: (studentOrder) => {
      const before = client.getQueryData<TPreference>(crystalKeys.order);
      client.setQueryData<TPreference>(crystalKeys.order, (p) => ({
        kind: USER_PREFERENCE_KINDS.crystalReport,
        updatedAt: p?.updatedAt ?? null,
        value: { studentOrder },
      }));
      return { before };
    },
    onError: (_error, _order, context) => client.setQueryData(crystalKeys.order, context?.before),
    onSuccess: (saved) => client.setQueryData(crystalKeys.order, saved),
  });
};
