import { ZLessonContent } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { seedContent } from '../content';
import { LESSONS } from './content';
import { seedLessons } from './index';
import type { SeedLesson } from './types';

async function query<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

// Everything the lesson seed writes, summarised so that any change shows.
async function snapshot(db: Db) {
  const [row] = await query<Record<string, unknown>>(
    db,
    sql`select
      (select count(*)::int from lessons where library_key is not null) as lessons,
      (select md5(string_agg(concat_ws('|', id, library_key, title, grade, domain_id, content::text, updated_at), ',' order by id))
         from lessons where library_key is not null) as lesson_rows,
      (select count(*)::int from lesson_standards x join lessons l on l.id = x.lesson_id where l.library_key is not null) as standards`,
  );
  return row;
}

describe('the Clear Lessons seed', () => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
    // The test template is seeded with the content already; this is a no-op then, and seeds it otherwise.
    await seedContent(db);
  });
  afterAll(() => t.close());

  it('stores every lesson once, as a Clear Lesson of Texas mathematics with its grade, category and standards', async () => {
    const rows = await query<{
      key: string;
      kind: string;
      owner_id: number | null;
      title: string;
      grade: string;
      subject: string;
      domain: string;
      domain_grade: string;
      codes: string[];
      content: unknown;
    }>(
      db,
      sql`select l.library_key as key, l.kind, l.owner_id, l.title, l.grade, s.name as subject, d.code as domain,
                 d.grade as domain_grade,
                 array(select st.code from lesson_standards x join standards st on st.id = x.standard_id
                       where x.lesson_id = l.id order by st.code) as codes,
                 l.content
          from lessons l join subjects s on s.id = l.subject_id join domains d on d.id = l.domain_id
          where l.library_key is not null`,
    );
    expect(rows.map((r) => r.key).sort()).toEqual(LESSONS.map((l) => l.key).sort());
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const l of LESSONS) {
      const row = byKey.get(l.key)!;
      expect(row, l.key).toMatchObject({
        kind: 'clear',
        owner_id: null,
        title: l.title,
        grade: l.grade,
        subject: 'Math',
        domain: l.domainCode,
        domain_grade: l.grade,
      });
      expect(row.codes, l.key).toEqual([...l.standardCodes].sort());
      const parsed = ZLessonContent.safeParse(row.content);
      expect(parsed.success, `${l.key}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
      expect(parsed.data, l.key).toEqual(row.content);
      expect(
        parsed.data?.slides.map((s) => s.key),
        l.key,
      ).toEqual(l.slides.map((s) => s.key));
    }
  });

  it('resolves every standard in the content to the standard of its code', async () => {
    const rows = await query<{ key: string; content: { slides: { components: Record<string, unknown>[] }[] } }>(
      db,
      sql`select library_key as key, content from lessons where library_key is not null`,
    );
    const codes = new Map(
      (await query<{ id: number; code: string }>(db, sql`select id, code from standards`)).map((s) => [s.id, s.code]),
    );
    for (const row of rows) {
      const lesson = LESSONS.find((l) => l.key === row.key) as SeedLesson;
      const used = new Set<string>();
      for (const slide of row.content.slides)
        for (const c of slide.components) {
          const questions = [
            ...((c.questions as { standardId: number }[] | undefined) ?? []),
            ...(((c.intervention as { recheck?: { standardId: number }[] } | undefined)?.recheck ?? []) as {
              standardId: number;
            }[]),
          ];
          for (const q of questions) used.add(codes.get(q.standardId) as string);
          if (typeof c.standardId === 'number') used.add(codes.get(c.standardId) as string);
        }
      expect([...used].sort(), row.key).toEqual([...lesson.standardCodes].sort());
    }
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot(db);
    expect(before).toMatchObject({
      lessons: LESSONS.length,
      standards: LESSONS.reduce((n, l) => n + l.standardCodes.length, 0),
    });
    expect(await seedLessons(db)).toEqual({ lessons: 0 });
    await seedContent(db);
    expect(await snapshot(db)).toEqual(before);
  });

  it('adds back a lesson that is missing and leaves the others alone', async () => {
    const [target] = LESSONS;
    const others = async () =>
      query<{ id: number; updated_at: string }>(
        db,
        sql`select id, updated_at::text from lessons where library_key is not null and library_key <> ${target!.key} order by id`,
      );
    const before = await others();
    await db.execute(sql`delete from lessons where library_key = ${target!.key}`);
    expect(await seedLessons(db)).toEqual({ lessons: 1 });
    expect(await others()).toEqual(before);
    const [row] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from lesson_standards x join lessons l on l.id = x.lesson_id
          where l.library_key = ${target!.key}`,
    );
    expect(row!.n).toBe(target!.standardCodes.length);
    expect(await seedLessons(db)).toEqual({ lessons: 0 });
  });

  it('is safe when two seeders run at once', async () => {
    const [target] = LESSONS;
    await db.execute(sql`delete from lessons where library_key = ${target!.key}`);
    const results = await Promise.all([seedLessons(db), seedLessons(db)]);
    expect(results.reduce((n, r) => n + r.lessons, 0)).toBe(1);
    const [row] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from lessons where library_key = ${target!.key}`,
    );
    expect(row!.n).toBe(1);
  });

  it('refuses content with an unknown standard code before writing anything', async () => {
    const [first] = LESSONS;
    const bad: SeedLesson = { ...first!, key: 'test-unknown-standard', standardCodes: ['3.99Z'] };
    await expect(seedLessons(db, [bad])).rejects.toThrow(/3\.99Z/);
    const [row] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from lessons where library_key = ${bad.key}`,
    );
    expect(row!.n).toBe(0);
  });
});
