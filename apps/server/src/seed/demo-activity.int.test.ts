import type { TDistrictReport, TPendingGrading, TStudentAssignments, TTeacherHome } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signIn } from '../../test/factories';
import { rowsOf } from '../db/bulk-sql';
import type { Db } from '../db/client';
import { seedDemoActivity } from './demo-activity';

// The demo district's eight weeks (seedDemoActivity) on the test template, which holds the demo seed and no activity.

const TABLES = [
  'users',
  'classes',
  'enrollments',
  'assignments',
  'assignment_students',
  'attempts',
  'responses',
  'activity_events',
];

/** Row counts and score sums: what "the same district" means between two databases. */
async function fingerprint(db: Db) {
  const counts: Record<string, number> = {};
  for (const t of TABLES)
    counts[t] = Number(rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${t}`)))[0]?.n);
  const [sums] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select (select round(sum(score)::numeric, 2)::float8 from responses) as response_points,
        (select round(sum(score)::numeric, 2)::float8 from attempts) as attempt_points,
        (select count(*)::int from responses where status = 'pending') as pending,
        (select round(sum(points)::numeric, 2)::float8 from report_student_total) as rollup_points`),
  );
  return { counts, sums };
}

describe('the demo district activity', () => {
  // One moment for both databases: the same day must seed the same district.
  const today = new Date();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildTestApp();
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('seeds about 150 students with eight weeks of work, the same on every database for the same day, once', async () => {
    const before = await fingerprint(a.app.ctx.db);
    const counts = await seedDemoActivity(a.app.ctx.db, today);
    expect(counts?.students).toBeGreaterThanOrEqual(140);
    expect(counts?.responses).toBeGreaterThan(10_000);
    const seeded = await fingerprint(a.app.ctx.db);
    expect((seeded.counts.users ?? 0) - (before.counts.users ?? 0)).toBe(
      (counts?.students ?? 0) + (counts?.teachers ?? 0),
    );
    expect(seeded.counts.responses).toBe((before.counts.responses ?? 0) + (counts?.responses ?? 0));

    // A second start adds nothing.
    expect(await seedDemoActivity(a.app.ctx.db, today)).toBeNull();
    expect(await fingerprint(a.app.ctx.db)).toEqual(seeded);

    // Another database, the same day: the same rows and the same scores.
    await seedDemoActivity(b.app.ctx.db, today);
    expect(await fingerprint(b.app.ctx.db)).toEqual(seeded);
  }, 180_000);

  it('writes rows the product would: totals from the answers, standards from the snapshot, rollups from the rows', async () => {
    const db = a.app.ctx.db;
    const [check] = rowsOf<Record<string, number>>(
      await db.execute(sql`
        select
          (select count(*)::int from attempts t join lateral (
              select coalesce(round(sum(r.score)::numeric, 2)::float8, 0) as score, count(*)::int as answered,
                (count(*) filter (where r.status = 'correct'))::int as correct,
                (count(*) filter (where r.status = 'pending'))::int as pending
              from responses r where r.attempt_id = t.id) x on true
            where t.score <> x.score or t.answered_count <> x.answered or t.correct_count <> x.correct
              or t.pending_count <> x.pending) as totals_off,
          (select count(*)::int from responses r join attempts t on t.id = r.attempt_id
            join assignments g on g.id = t.assignment_id
            join lateral jsonb_array_elements(g.questions) q on (q ->> 'id')::int = r.question_id
            where r.standard_id is distinct from (q ->> 'standardId')::int) as standards_off,
          (select count(*)::int from activity_events where occurred_at > now()) as future_events,
          (select count(*)::int from responses where status = 'pending') as pending,
          (select count(*)::int from responses where graded_by is not null) as graded,
          (select round(sum(points)::numeric, 2)::float8 from report_student_total) as rollup_points,
          (select round(sum(r.score)::numeric, 2)::float8 from responses r
            where r.status in ('correct', 'incorrect', 'partial')) as scored_points`),
    );
    expect(check).toMatchObject({ totals_off: 0, standards_off: 0, future_events: 0 });
    expect(check?.pending).toBeGreaterThan(0);
    expect(check?.graded).toBeGreaterThan(0);
    expect(check?.rollup_points).toBe(check?.scored_points);
  });

  it('gives the demo accounts their story: work to do and results, something to grade, schools with figures', async () => {
    const { app } = a;
    const as = async (username: string) => bearer((await signIn(app, username)).access_token);
    const get = async <T>(username: string, url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: await as(username) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json() as T;
    };

    const mia = await get<TStudentAssignments>('student', '/api/v1/student/assignments');
    expect(mia.todo.length).toBeGreaterThanOrEqual(2);
    expect(mia.inProgress).toHaveLength(1);
    expect(mia.done.length).toBeGreaterThan(3);
    expect(mia.done.every((d) => d.score !== null)).toBe(true);

    const home = await get<TTeacherHome>('teacher', '/api/v1/teacher/home');
    expect(home.activeAssignments.length).toBeGreaterThan(0);
    expect(home.classes.find((c) => c.name === 'Grade 5 Math')?.studentCount).toBeGreaterThan(20);
    expect((await get<TPendingGrading>('teacher', '/api/v1/teacher/pending-grading')).count).toBeGreaterThan(0);

    const district = await get<TDistrictReport>('district.admin', '/api/v1/reports/scope/district');
    expect(district.schools).toHaveLength(2);
    for (const school of district.schools) {
      expect(school.students, school.name).toBeGreaterThan(50);
      expect(school.score.items, school.name).toBeGreaterThan(1000);
      expect(school.participation.submitted, school.name).toBeGreaterThan(100);
    }
  });
});
