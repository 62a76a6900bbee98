// A live lesson's answer save: the hot write of a lesson (a class answers a quick check within seconds). One
// statement per batch of answers (db/batched-statement.ts, docs/decisions/0046): the student counted as joined and the
// answer upserted together, without a transaction's extra round trips.

import { batchedStatement } from '../../db/batched-statement';
import type { Db } from '../../db/client';
import type { ResponseRow } from './lesson-answers.repository';

export interface LessonAnswerWrite {
  sessionId: number;
  studentId: number;
  classId: number;
  componentKey: string;
  itemKey: string;
  value: unknown;
  status: ResponseRow['status'];
  score: number;
  maxScore: number;
  standardId: number | null;
  clientSeq: number;
  /** First answer seen from this student in this session on this process: record them as a participant. */
  join: boolean;
}

type Row = {
  ord: number;
  written_at: Date | string | null;
  value: unknown;
  status: ResponseRow['status'];
  score: number | null;
  max_score: number | null;
  stored_at: Date | string | null;
};

// $1: the batch as a JSON array, one object per answer (`ord`: its place in the batch), at most one per student
// and session. An answer is written unless a newer one (higher client sequence) stands; the final select reads the
// statement's snapshot, so for an answer not written it names the answer that stands.
const SAVE_SQL = `
  with i as (
    select * from jsonb_to_recordset($1::jsonb) as i(ord int, session_id int, student_id int, class_id int,
      component_key text, item_key text, value jsonb, status text, score float8, max_score float8, standard_id int,
      client_seq int, "join" boolean)
  ),
  p as (
    insert into lesson_participants (session_id, student_id, class_id)
    select session_id, student_id, class_id from i where i."join"
    on conflict (session_id, student_id) do update set last_seen_at = now()
  ),
  w as (
    insert into lesson_responses as r
      (session_id, student_id, component_key, item_key, value, status, score, max_score, standard_id, client_seq)
    select session_id, student_id, component_key, item_key, value, status, score, max_score, standard_id, client_seq
    from i
    on conflict (session_id, student_id, component_key, item_key) do update set
      value = excluded.value, status = excluded.status, score = excluded.score, max_score = excluded.max_score,
      client_seq = excluded.client_seq, updated_at = now()
    where r.client_seq <= excluded.client_seq
    returning r.session_id, r.student_id, r.updated_at
  )
  select i.ord, w.updated_at as written_at, s.value, s.status, s.score, s.max_score, s.updated_at as stored_at
  from i
  left join w on w.session_id = i.session_id and w.student_id = i.student_id
  left join lesson_responses s on w.updated_at is null and s.session_id = i.session_id
    and s.student_id = i.student_id and s.component_key = i.component_key and s.item_key = i.item_key`
  .replace(/\s+/g, ' ')
  .trim();

const iso = (at: Date | string) => new Date(at).toISOString();

function storedOf(write: LessonAnswerWrite, row: Row | undefined): ResponseRow {
  const base = { studentId: write.studentId, componentKey: write.componentKey, itemKey: write.itemKey };
  if (row?.written_at)
    return {
      ...base,
      value: write.value,
      status: write.status,
      score: write.score,
      maxScore: write.maxScore,
      at: iso(row.written_at),
    };
  if (!row?.stored_at) throw new Error('the lesson answer was neither written nor found');
  // A newer save stands (this one came late): the reply says what is stored.
  return {
    ...base,
    value: row.value,
    status: row.status,
    score: Number(row.score),
    maxScore: Number(row.max_score),
    at: iso(row.stored_at),
  };
}

const writeAnswer = batchedStatement<LessonAnswerWrite, Row, ResponseRow>({
  sql: SAVE_SQL,
  keyOf: (w) => `${w.sessionId}:${w.studentId}`,
  valuesOf: (w) => ({
    session_id: w.sessionId,
    student_id: w.studentId,
    class_id: w.classId,
    component_key: w.componentKey,
    item_key: w.itemKey,
    value: w.value,
    status: w.status,
    score: w.score,
    max_score: w.maxScore,
    standard_id: w.standardId,
    client_seq: w.clientSeq,
    join: w.join,
  }),
  outcomeOf: storedOf,
});

/** Saves one answer with the others arriving at the same moment; returns the answer as it stands. */
export function saveLessonResponse(db: Db, write: LessonAnswerWrite): Promise<ResponseRow> {
  return writeAnswer(db, write);
}
