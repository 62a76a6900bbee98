import type { TAssignmentSummary } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iso, query } from '../../db/sql-helpers';

export interface ListFilters {
  classId?: number;
  status: 'active' | 'past' | 'all';
}

/** A summary as stored: the caller's abilities are added by the services (assignments.policy.ts). */
export type StoredSummary = Omit<TAssignmentSummary, 'abilities'>;

type SummaryRow = Omit<StoredSummary, 'teacher' | 'progress'> & {
  teacherId: number;
  teacherName: string;
  assigned: number;
  notStarted: number;
  inProgress: number;
  submitted: number;
  pendingGrading: number;
  averagePercent: number | null;
};

const roundPercent = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

const toSummary = ({
  teacherId,
  teacherName,
  assigned,
  notStarted,
  inProgress,
  submitted,
  pendingGrading,
  averagePercent,
  ...rest
}: SummaryRow): StoredSummary => ({
  ...rest,
  teacher: { id: teacherId, name: teacherName },
  progress: {
    assigned,
    notStarted,
    inProgress,
    submitted,
    pendingGrading,
    averagePercent: roundPercent(averagePercent),
  },
});

/**
 * Summaries of the assignments matching `where` (a condition on `assignments a`), newest first: classes,
 * teacher and progress counts in one statement, whatever the page size (no query per assignment).
 */
async function summariesWhere(db: Db, where: SQL, limit: number, offset: number): Promise<StoredSummary[]> {
  const rows = await query<SummaryRow>(
    db,
    sql`with page as (
          select a.id from assignments a where ${where}
          order by a.created_at desc, a.id desc limit ${limit} offset ${offset})
        select a.id, a.title, a.worksheet_id as "worksheetId", a.access_code as "accessCode",
          a.feedback_option::int as "feedbackOption", a.read_aloud as "readAloud", a.shuffle,
          ${iso('a.starts_at')} as "startsAt", ${iso('a.due_at')} as "dueAt", ${iso('a.created_at')} as "createdAt",
          a.question_count::int as "questionCount", a.max_score as "maxScore",
          u.id as "teacherId", u.first_name || ' ' || u.last_name as "teacherName",
          coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by lower(c.name), c.id)
                      from assignment_classes ac join classes c on c.id = ac.class_id
                     where ac.assignment_id = a.id), '[]'::json) as classes,
          exists (select 1 from attempts t where t.assignment_id = a.id) as started,
          p.assigned, p.not_started as "notStarted", p.in_progress as "inProgress", p.submitted,
          p.pending as "pendingGrading", p.average as "averagePercent"
        from page join assignments a on a.id = page.id
        join users u on u.id = a.teacher_id
        cross join lateral (
          select count(*)::int as assigned,
            (count(*) filter (where t.id is null))::int as not_started,
            (count(*) filter (where t.status = 'in_progress'))::int as in_progress,
            (count(*) filter (where t.status = 'submitted'))::int as submitted,
            coalesce(sum(t.pending_count), 0)::int as pending,
            (avg(t.score / a.max_score * 100) filter (where t.status = 'submitted' and a.max_score > 0))::float8
              as average
          from assignment_students s
          left join attempts t on t.assignment_id = s.assignment_id and t.student_id = s.student_id
          where s.assignment_id = a.id) p
        order by a.created_at desc, a.id desc`,
  );
  return rows.map(toSummary);
}

function filterCondition(filters: ListFilters): SQL {
  const parts: SQL[] = [];
  if (filters.classId)
    parts.push(
      sql`exists (select 1 from assignment_classes fc where fc.assignment_id = a.id and fc.class_id = ${filters.classId})`,
    );
  if (filters.status === 'active') parts.push(sql`(a.due_at is null or a.due_at >= now())`);
  if (filters.status === 'past') parts.push(sql`a.due_at < now()`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** One page of the assignments in scope that match the filters, with the total for the pager. */
export async function listSummaryPage(db: Db, scope: SQL, filters: ListFilters, page: number, pageSize: number) {
  const where = sql`${scope} and ${filterCondition(filters)}`;
  const items = await summariesWhere(db, where, pageSize, (page - 1) * pageSize);
  const [count] = await query<{ total: number }>(
    db,
    sql`select count(*)::int as total from assignments a where ${where}`,
  );
  return { items, total: count?.total ?? 0 };
}

/** One assignment's summary (the caller's access has been checked). */
export async function findSummary(db: Db, assignmentId: number): Promise<StoredSummary | undefined> {
  const [summary] = await summariesWhere(db, sql`a.id = ${assignmentId}`, 1, 0);
  return summary;
}

/** Constructed responses waiting for the teacher, per assignment in scope, in one statement. */
export async function pendingGradingIn(db: Db, scope: SQL) {
  return query<{ id: number; title: string; count: number }>(
    db,
    sql`select a.id, a.title, count(*)::int as count
        from responses r join attempts t on t.id = r.attempt_id join assignments a on a.id = t.assignment_id
        where r.status = 'pending' and ${scope}
        group by a.id, a.title, a.created_at
        order by a.created_at desc, a.id desc`,
  );
}
