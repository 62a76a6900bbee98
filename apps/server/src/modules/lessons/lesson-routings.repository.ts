import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lessonRoutings } from '../../db/schema';
import { query } from '../../db/sql-helpers';
import type { StudentCheckKey } from './lesson-answers.repository';

// Routes (decision 0031): a turned-in check's score and where it sent the student, keyed by (session, student, component).

export interface RoutingRow {
  studentId: number;
  componentKey: string;
  standardId: number | null;
  score: number;
  route: 'pathway' | 'intervention';
  interventionKind: number;
  overridden: boolean;
  recheckScore: number | null;
}

const routingSelect = sql`select g.student_id as "studentId", g.component_key as "componentKey", g.standard_id as "standardId",
    g.score, g.route, g.intervention_kind::int as "interventionKind", (g.overridden_by is not null) as overridden,
    g.recheck_score as "recheckScore" from lesson_routings g`;

export async function sessionRoutings(db: Db, sessionId: number, studentId?: number) {
  return query<RoutingRow>(
    db,
    sql`${routingSelect} where g.session_id = ${sessionId} ${studentId ? sql`and g.student_id = ${studentId}` : sql``}
        order by g.student_id, g.component_key`,
  );
}

/** Records a check's score and route; a teacher's override keeps its route when the score changes. */
export async function upsertRouting(
  tx: Db,
  row: {
    sessionId: number;
    studentId: number;
    componentKey: string;
    standardId: number | null;
    score: number;
    route: 'pathway' | 'intervention';
    interventionKind: number;
  },
) {
  await tx
    .insert(lessonRoutings)
    .values(row)
    .onConflictDoUpdate({
      target: [lessonRoutings.sessionId, lessonRoutings.studentId, lessonRoutings.componentKey],
      set: {
        score: sql`excluded.score`,
        route: sql`case when ${lessonRoutings.overriddenBy} is null then excluded.route else ${lessonRoutings.route} end`,
        interventionKind: sql`case when ${lessonRoutings.overriddenBy} is null then excluded.intervention_kind else ${lessonRoutings.interventionKind} end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function overrideRouting(
  tx: Db,
  key: { sessionId: number; studentId: number; componentKey: string },
  route: 'pathway' | 'intervention',
  interventionKind: number,
  teacherId: number,
) {
  const rows = await query<{ n: number }>(
    tx,
    sql`update lesson_routings set route = ${route}, intervention_kind = ${interventionKind}, overridden_by = ${teacherId},
          updated_at = now()
        where session_id = ${key.sessionId} and student_id = ${key.studentId} and component_key = ${key.componentKey}
        returning 1 as n`,
  );
  return rows.length > 0;
}

export async function setRecheckScore(
  tx: Db,
  key: { sessionId: number; studentId: number; componentKey: string },
  score: number,
) {
  await tx.execute(
    sql`update lesson_routings set recheck_score = ${score}, updated_at = now()
        where session_id = ${key.sessionId} and student_id = ${key.studentId} and component_key = ${key.componentKey}`,
  );
}

export async function setRoutingScore(tx: Db, key: StudentCheckKey, score: number) {
  await tx.execute(
    sql`update lesson_routings set score = ${score}, updated_at = now()
        where session_id = ${key.sessionId} and student_id = ${key.studentId} and component_key = ${key.componentKey}`,
  );
}
