import { isReportDay } from '@clearsheets/shared';
import { useSearchParams } from 'react-router';
import { filtersFromParams, idOf } from '../../lib/filters';

/** The class, student, range and day a student's usage page is about (?classId=&studentId=&from=&to=&day=). */
export function useStudentParams() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const rawDay = params.get('day');
  return {
    classId: filters.classId,
    studentId: idOf(params.get('studentId')),
    from: filters.from,
    to: filters.to,
    day: rawDay && isReportDay(rawDay) ? rawDay : undefined,
    setRange: (range: { from?: string | undefined; to?: string | undefined }) => {
      const next = new URLSearchParams(params);
      for (const key of ['from', 'to'] as const) {
        const value = range[key];
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next);
    },
  };
}
