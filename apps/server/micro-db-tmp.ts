import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/client';
import { rowsOf } from './src/db/bulk-sql';
import { attempts } from './src/db/schema';
import { buildAssignment, GOOD_ANSWERS, WRONG_ANSWERS } from './src/modules/attempts/test-support';
import { preparedRunner } from './src/modules/attempts/prepared';
const src = fs.readFileSync('./src/modules/attempts/response-save.repository.ts', 'utf8');
const FULL = src.slice(src.indexOf('const SAVE_SQL = `') + 18, src.indexOf('`;', src.indexOf('const SAVE_SQL = `')));
const NOLOCK_OLD = FULL.replace(/\n\s*for update\n/, '\n');
const NOLOCK_BOTH = NOLOCK_OLD.replace('for no key update of a', '');
const BARE = `insert into responses as r (attempt_id, question_id, answer, status, score, max_score, per_part, client_id, client_seq)
  values ($1::bigint, $2::int, $5::jsonb, $6::text, $7::float8, $8::float8, $9::jsonb, $10::uuid, $11::bigint)
  on conflict (attempt_id, question_id) do update set answer = excluded.answer, status = excluded.status, score = excluded.score, max_score = excluded.max_score,
      per_part = excluded.per_part, client_id = excluded.client_id,
    client_seq = excluded.client_seq, attempt_count = r.attempt_count + 1, saved_at = now()
  where r.client_seq < excluded.client_seq returning r.saved_at, $3::int, $4::int`;
const NOTOT = FULL.replace(/tot as \([\s\S]*?returning a.score, a.answered_count\n  \)/, 'tot as (select 1::float8 as score, 1 as answered_count)');

const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/attempts_micro', poolSize: 8 });
const db = database.db;
const a = await buildAssignment(db, { students: 50 });
const ats = await db.insert(attempts).values(a.students.map((s) => ({ assignmentId: a.assignmentId, studentId: s.id, maxScore: 19 }))).returning();
const run = preparedRunner(db);
async function ticks() {
  const pids = rowsOf<{ pid: number }>(await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`));
  let t = 0; for (const { pid } of pids) { const st = fs.readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = st.slice(st.lastIndexOf(')') + 2).split(' '); t += Number(f[11]) + Number(f[12]); }
  return t;
}
let seq = 0;
async function bench(name: string, text: string, n = 3000) {
  const before = await ticks(); const t0 = performance.now();
  let i = 0;
  await Promise.all(ats.slice(0, 8).map(async (at, k) => {
    while (i < n) { i++; seq++; const q = a.questions[seq % a.questions.length]!;
      const ans = (seq % 3 ? GOOD_ANSWERS : WRONG_ANSWERS)[q.answerType] ?? GOOD_ANSWERS[q.answerType];
      const qid = name === 'bare' ? q.id + 1_000_000 : q.id;
      await run(text, [at.id, qid, at.studentId, a.assignmentId, JSON.stringify(ans), seq % 3 ? 'correct' : 'incorrect', seq % 3 ? 2 : 0, 2, null, randomUUID(), seq]); }
  }));
  const ms = performance.now() - t0; const after = await ticks();
  console.log(name.padEnd(12), Math.round(n / ms * 1000), 'stmts/s', Math.round((after - before) * 10000 / n), 'us db cpu/stmt');
}
if (!NOTOT.includes('select 1::float8')) throw new Error('notot');
for (let r = 0; r < 3; r++) {
  await bench('bare', BARE); await bench('full', FULL); await bench('nolock-both', NOLOCK_BOTH); await bench('no-totals', NOTOT);
}
await database.close();
