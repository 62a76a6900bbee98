// Test support for the usage reports: the usage rules of decision 0030 applied by hand to raw activity events
// (a student's own events of one report day), for the reports built from the rollups to equal.
import { ACTIVE_GAP_CAP_SECONDS, REPORT_TIME_ZONE, reportDayOf, SESSION_GAP_SECONDS } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { rowsOf } from '../../../src/db/bulk-sql';
import type { Db } from '../../../src/db/client';

export interface RawEvent {
  studentId: number;
  schoolId: number;
  occurredAt: Date;
  type: string;
  action: string;
}

/** Sessions, time on task, answers and submissions of one student's events of one day, in time order. */
export function usageOfDay(events: readonly Pick<RawEvent, 'occurredAt' | 'type' | 'action'>[]) {
  let sessions = 0;
  let active = 0;
  events.forEach((e, i) => {
    const gap = i === 0 ? null : (e.occurredAt.getTime() - events[i - 1]!.occurredAt.getTime()) / 1000;
    if (e.action === 'LoggedIn' || gap === null || gap > SESSION_GAP_SECONDS) sessions += 1;
    if (gap !== null && gap <= SESSION_GAP_SECONDS) active += Math.min(gap, ACTIVE_GAP_CAP_SECONDS);
  });
  return {
    sessions,
    activeSeconds: Math.round(active),
    answers: events.filter((e) => e.type === 'AssessmentItemEvent').length,
    submissions: events.filter((e) => e.type === 'AssessmentEvent' && e.action === 'Submitted').length,
  };
}

/** The students' own events (actor = student), in time order, with the school on their account. */
export async function ownEvents(db: Db, studentIds: readonly number[]): Promise<RawEvent[]> {
  return rowsOf<{ student_id: number; school_id: number; at: string; type: string; action: string }>(
    await db.execute(sql`
      select e.student_id, u.school_id, e.occurred_at::text as at, e.type, e.action
        from activity_events e join users u on u.id = e.student_id
       where e.actor_id = e.student_id and e.student_id = any(${sql.param([...studentIds])}::int[])
       order by e.occurred_at, e.id`),
  ).map((r) => ({
    studentId: Number(r.student_id),
    schoolId: Number(r.school_id),
    occurredAt: new Date(r.at),
    type: r.type,
    action: r.action,
  }));
}

/** Events grouped by student and report day (each group still in time order). */
export function byStudentDay(events: readonly RawEvent[]) {
  const out = new Map<string, { studentId: number; schoolId: number; day: string; events: RawEvent[] }>();
  for (const e of events) {
    const day = reportDayOf(e.occurredAt, REPORT_TIME_ZONE);
    const key = `${e.studentId}:${day}`;
    const group = out.get(key) ?? { studentId: e.studentId, schoolId: e.schoolId, day, events: [] };
    group.events.push(e);
    out.set(key, group);
  }
  return [...out.values()];
}

/** A CSV body's rows without the byte-order mark. */
export const csvRows = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
