import {
  addDays,
  mondayOf,
  REPORT_TIME_ZONE,
  reportDayOf,
  type TSchoolUsageReport,
  weeksFrom,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { loadReportScope } from './reports.policy';
import { listSchoolWeeks, listScopeSchools, type SchoolWeekRow, scopeNameOf } from './usage.repository';
import { type RangeQuery, usageRange } from './usage.service';

// Usage per school and week (docs/decisions/0030), from the per-school day rollup only (never a student row):
// a district admin sees every school of the district (or one), a school's leaders only their school.

/** Weeks a school usage report covers when the caller names no start: eight, this one included. */
export const SCHOOL_USAGE_DEFAULT_WEEKS = 8;

type Measures = Omit<SchoolWeekRow, 'schoolId' | 'week'>;
const zero = (): Measures => ({
  studentDays: 0,
  activeDays: 0,
  sessions: 0,
  activeSeconds: 0,
  answers: 0,
  submissions: 0,
  lessons: 0,
});
function add(into: Measures, row: Measures) {
  into.studentDays += row.studentDays;
  into.activeDays += row.activeDays;
  into.sessions += row.sessions;
  into.activeSeconds += row.activeSeconds;
  into.answers += row.answers;
  into.submissions += row.submissions;
  into.lessons += row.lessons;
  return into;
}
const pick = (row: SchoolWeekRow): Measures => add(zero(), row);

/** Why: leaders compare how much each school uses the product, week by week. */
export async function schoolUsage(
  db: Db,
  caller: Caller,
  q: RangeQuery & { schoolId?: number | undefined },
  now: Date,
): Promise<TSchoolUsageReport> {
  const scope = await loadReportScope(db, caller, q.schoolId);
  const range = schoolUsageRange(q, reportDayOf(now, REPORT_TIME_ZONE));
  const schoolId = scope.kind === 'school' ? scope.schoolId : null;
  const where = { districtId: scope.districtId, schoolId };
  const [name, schools, rows, scopeWeeks] = await Promise.all([
    scopeNameOf(db, scope.districtId, schoolId),
    listScopeSchools(db, scope.districtId, schoolId),
    listSchoolWeeks(db, where, range.from, range.to, true),
    listSchoolWeeks(db, where, range.from, range.to, false),
  ]);
  const weeks = weeksFrom(range.from, range.to);
  const bySchoolWeek = new Map(rows.map((r) => [`${r.schoolId}:${r.week}`, r]));
  const byWeek = new Map(scopeWeeks.map((r) => [r.week, r]));
  return {
    scope: { kind: scope.kind, name },
    range,
    weeks,
    schools: schools.map((school) => {
      // A school's days with use, summed over its weeks (each day is in one week).
      const sum = zero();
      const perWeek = weeks.map((week) => {
        const row = bySchoolWeek.get(`${school.id}:${week}`);
        const measures = row ? pick(row) : zero();
        add(sum, measures);
        return { week, ...measures };
      });
      return { schoolId: school.id, name: school.name, enrolled: school.enrolled, ...sum, weeks: perWeek };
    }),
    // The scope's own weeks: its days with use counted once however many schools had use that day.
    totals: weeks.map((week) => {
      const row = byWeek.get(week);
      return { week, ...(row ? pick(row) : zero()) };
    }),
  };
}

/** The range asked for; without a start, whole weeks: the eight up to the end (this week so far included). */
export function schoolUsageRange(q: RangeQuery, today: string) {
  if (q.from) return usageRange(q, today);
  const to = q.to ?? today;
  return { from: addDays(mondayOf(to), -(SCHOOL_USAGE_DEFAULT_WEEKS - 1) * 7), to };
}
