import type { LessonKind } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { query } from '../../db/sql-helpers';
import { type SessionRow, sessionSelect } from './lesson-sessions.repository';

// The lesson summary's sessions: a teacher's own, a class's, a school's or a district's.

export interface ReportListRow extends SessionRow {
  teacher: string;
  enrolled: number;
  joined: number;
  averageScore: number | null;
}

export type ReportScopeFilter = { teacherId?: number; classId?: number; schoolId?: number; districtId?: number };

function reportConditions(scope: ReportScopeFilter, kind: LessonKind | undefined) {
  const conditions: SQL[] = [sql`true`];
  if (kind) conditions.push(sql`s.kind = ${kind}`);
  if (scope.teacherId) conditions.push(sql`s.teacher_id = ${scope.teacherId}`);
  const viaClass = (where: SQL) =>
    sql`exists (select 1 from lesson_session_classes x join classes c on c.id = x.class_id
                join schools sc on sc.id = c.school_id where x.session_id = s.id and ${where})`;
  if (scope.classId) conditions.push(viaClass(sql`c.id = ${scope.classId}`));
  if (scope.schoolId) conditions.push(viaClass(sql`c.school_id = ${scope.schoolId}`));
  if (scope.districtId) conditions.push(viaClass(sql`sc.district_id = ${scope.districtId}`));
  return sql.join(conditions, sql` and `);
}

/** Sessions for the lesson summary: the teacher's own, a class's, a school's or a district's, newest first. */
export async function reportSessions(
  db: Db,
  scope: ReportScopeFilter,
  kind: LessonKind | undefined,
  page: number,
  pageSize: number,
) {
  const [rows, [count]] = await Promise.all([
    query<ReportListRow>(
      db,
      sql`select q.*, t.first_name || ' ' || t.last_name as teacher,
            (select count(distinct e.student_id)::int from lesson_session_classes x
               join enrollments e on e.class_id = x.class_id and e.status = 'active' where x.session_id = q.id) as enrolled,
            (select count(*)::int from lesson_participants p where p.session_id = q.id) as joined,
            (select round(avg(g.score)::numeric, 2)::float8 from lesson_routings g where g.session_id = q.id) as "averageScore"
          from (${sessionSelect} where ${reportConditions(scope, kind)}
                order by s.started_at desc, s.id desc limit ${pageSize} offset ${(page - 1) * pageSize}) q
          join users t on t.id = q."teacherId"
          order by q."startedAt" desc, q.id desc`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from lesson_sessions s where ${reportConditions(scope, kind)}`,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}
