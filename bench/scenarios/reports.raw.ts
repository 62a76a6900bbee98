import {
  addDays,
  type LevelThresholds,
  mondayOf,
  percentOf,
  reportDayOf,
  type TDistrictReport,
  trendOf,
} from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/bulk-sql';
import type { Db } from '../../apps/server/src/db/client';
import type { UnitParticipationRow, UnitWeekRow } from '../../apps/server/src/modules/reports/scope-sql.repository';
import { TZ } from './reports.seed';

// The district report's figures computed the slow way, from the raw rows (responses joined to attempts,
// assignment_students, assignments and classes), to time against the report that reads the rollups and to prove
// the two agree school by school: students and their levels, scores, participation and the eight-week trend.
// Three statements at once, as the report runs its own; usage and names are left out (the raw side does less).

const SCORED = `('correct','incorrect','partial')`;

interface LevelsRow {
  unit: number | null;
  students: number;
  items: number;
  correct: number;
  points: number;
  max_points: number;
  none: number;
  did_not_meet: number;
  approaches: number;
  meets: number;
  masters: number;
}

export interface RawFigures {
  levels: LevelsRow[];
  participation: UnitParticipationRow[];
  weeks: UnitWeekRow[];
}

const select = async <T>(db: Db, text: string) => rowsOf<T>(await db.execute(sql.raw(text)));

export async function rawDistrictFigures(db: Db, districtId: number, th: LevelThresholds): Promise<RawFigures> {
  const fromWeek = addDays(mondayOf(reportDayOf(new Date(), TZ)), -49);
  const [levels, participation, weeks] = await Promise.all([
    select<LevelsRow>(
      db,
      `select unit, count(*)::int as students, sum(items)::int as items, sum(correct)::int as correct,
         sum(points)::float8 as points, sum(max_points)::float8 as max_points,
         count(*) filter (where pct is null)::int as none,
         count(*) filter (where pct < ${th.approaches})::int as did_not_meet,
         count(*) filter (where pct >= ${th.approaches} and pct < ${th.meets})::int as approaches,
         count(*) filter (where pct >= ${th.meets} and pct < ${th.masters})::int as meets,
         count(*) filter (where pct >= ${th.masters})::int as masters
       from (select p.*, case when max_points > 0 then floor(points / max_points * 1000 + 0.5) / 10 end as pct
         from (select c.school_id as unit, e.student_id, count(r.id) as items,
                 count(r.id) filter (where r.status = 'correct') as correct,
                 coalesce(sum(r.score), 0) as points, coalesce(sum(r.max_score), 0) as max_points
               from enrollments e
               join classes c on c.id = e.class_id and c.deleted_at is null
               join schools sc on sc.id = c.school_id and sc.district_id = ${districtId}
               left join (assignment_students s
                 join assignments g on g.id = s.assignment_id and g.deleted_at is null
                 join attempts a on a.assignment_id = s.assignment_id and a.student_id = s.student_id
                 join responses r on r.attempt_id = a.id and r.status in ${SCORED})
                 on s.student_id = e.student_id and s.class_id = e.class_id
               where e.status = 'active'
               group by grouping sets ((c.school_id, e.student_id), (e.student_id))) p) x
       group by unit`,
    ),
    select<UnitParticipationRow>(
      db,
      `select c.school_id as unit, count(distinct s.assignment_id)::int as assignments, count(*)::int as assigned,
         count(a.id)::int as started, (count(*) filter (where a.status = 'submitted'))::int as submitted,
         (count(*) filter (where a.status = 'submitted' and a.pending_count = 0))::int as graded,
         coalesce(sum(a.pending_count), 0)::int as pending
       from assignment_students s
       join assignments g on g.id = s.assignment_id and g.deleted_at is null
       join classes c on c.id = s.class_id and c.deleted_at is null
       join schools sc on sc.id = c.school_id and sc.district_id = ${districtId}
       left join attempts a on a.assignment_id = s.assignment_id and a.student_id = s.student_id
       group by grouping sets ((c.school_id), ())`,
    ),
    select<UnitWeekRow>(
      db,
      `select c.school_id as unit, w.week::text as week, sum(r.score)::float8 as points,
         sum(r.max_score)::float8 as max_points
       from responses r
       join attempts a on a.id = r.attempt_id
       join assignments g on g.id = a.assignment_id and g.deleted_at is null
       join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
       join classes c on c.id = s.class_id
       join schools sc on sc.id = c.school_id and sc.district_id = ${districtId}
       cross join lateral (select date_trunc('week', (r.saved_at at time zone '${TZ}')::date)::date as week) w
       where r.status in ${SCORED} and r.standard_id is not null
         and r.saved_at >= ('${fromWeek}'::date::timestamp at time zone '${TZ}')
       group by grouping sets ((c.school_id, w.week), (w.week))`,
    ),
  ]);
  return { levels, participation, weeks };
}

type Unit = TDistrictReport['total'];

/** The units (the district total: null, each school: its id) where the report and the raw figures differ. */
export function compareFigures(report: TDistrictReport, raw: RawFigures): string[] {
  const units: [number | null, Unit][] = [
    [null, report.total],
    ...report.schools.map((s): [number, Unit] => [s.id, s]),
  ];
  const by = <T extends { unit: number | null }>(rows: T[]) =>
    new Map(rows.map((r) => [r.unit === null ? null : Number(r.unit), r]));
  const L = by(raw.levels);
  const P = by(raw.participation);
  const W = new Map<number | null, UnitWeekRow[]>();
  for (const w of raw.weeks) {
    const key = w.unit === null ? null : Number(w.unit);
    W.set(key, [...(W.get(key) ?? []), w]);
  }
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
  const problems: string[] = [];
  for (const [id, u] of units) {
    const name = id === null ? 'district' : `school ${id}`;
    const l = L.get(id);
    const p = P.get(id);
    const weeks = [...(W.get(id) ?? [])].sort((a, b) => (a.week < b.week ? -1 : 1));
    const trend = trendOf(weeks.map((w) => percentOf(w.points, w.max_points)).filter((x): x is number => x !== null));
    const checks: [string, boolean][] = [
      ['students', u.students === (l?.students ?? 0)],
      ['items', u.score.items === (l?.items ?? 0)],
      ['correct', u.score.correct === (l?.correct ?? 0)],
      ['points', close(u.score.points, l?.points ?? 0)],
      ['max points', close(u.score.maxPoints, l?.max_points ?? 0)],
      [
        'levels',
        u.levels.none === (l?.none ?? 0) &&
          u.levels.did_not_meet === (l?.did_not_meet ?? 0) &&
          u.levels.approaches === (l?.approaches ?? 0) &&
          u.levels.meets === (l?.meets ?? 0) &&
          u.levels.masters === (l?.masters ?? 0),
      ],
      [
        'participation',
        u.participation.assignments === (p?.assignments ?? 0) &&
          u.participation.assigned === (p?.assigned ?? 0) &&
          u.participation.started === (p?.started ?? 0) &&
          u.participation.submitted === (p?.submitted ?? 0) &&
          u.participation.graded === (p?.graded ?? 0) &&
          u.participation.pending === (p?.pending ?? 0),
      ],
      ['trend', u.trend === trend],
    ];
    const wrong = checks.filter(([, ok]) => !ok).map(([what]) => what);
    if (wrong.length) problems.push(`${name}: ${wrong.join(', ')}`);
  }
  return problems;
}
