import { ZQuestionInput } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { seedContent } from '../content';
import { LIBRARY } from './content';
import { seedLibrary } from './index';
import type { SeedWorksheet } from './types';

const keys = LIBRARY.map((w) => w.key);
const questionTotal = LIBRARY.reduce((n, w) => n + w.questions.length, 0);

async function query<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

// Everything the library seed writes, summarised so that any change shows.
async function snapshot(db: Db) {
  const [row] = await query<Record<string, unknown>>(
    db,
    sql`select
      (select count(*)::int from worksheets where is_library) as worksheets,
      (select md5(string_agg(concat_ws('|', id, library_key, title, question_count, search_text, updated_at), ',' order by id))
         from worksheets where is_library) as worksheet_rows,
      (select count(*)::int from questions q join worksheets w on w.id = q.worksheet_id where w.is_library) as questions,
      (select md5(string_agg(concat_ws('|', q.id, q.position, q.standard_id, q.data::text), ',' order by q.id))
         from questions q join worksheets w on w.id = q.worksheet_id where w.is_library) as question_rows,
      (select count(*)::int from passages p join worksheets w on w.id = p.worksheet_id where w.is_library) as passages,
      (select count(*)::int from worksheet_standards x join worksheets w on w.id = x.worksheet_id where w.is_library) as standards`,
  );
  return row;
}

describe('the library seed', () => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
    // The test template is seeded with the content already; this is a no-op then, and seeds it otherwise.
    await seedContent(db);
  });
  afterAll(() => t.close());

  it('stores every worksheet once, as approved library content with its topic and standards', async () => {
    const rows = await query<{
      key: string;
      owner_id: number | null;
      is_library: boolean;
      is_full_topic: boolean;
      grade: string;
      subject: string;
      domain: string | null;
      question_count: number;
      questions: number;
      standards: number;
      search_text: string;
    }>(
      db,
      sql`select w.library_key as key, w.owner_id, w.is_library, w.is_full_topic, w.grade, s.name as subject,
                 d.code as domain, w.question_count,
                 (select count(*)::int from questions q where q.worksheet_id = w.id) as questions,
                 (select count(*)::int from worksheet_standards x where x.worksheet_id = w.id) as standards,
                 w.search_text
          from worksheets w join subjects s on s.id = w.subject_id left join domains d on d.id = w.domain_id
          where w.library_key is not null`,
    );
    expect(rows.map((r) => r.key).sort()).toEqual([...keys].sort());
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const w of LIBRARY) {
      const row = byKey.get(w.key)!;
      expect(row, w.key).toMatchObject({
        owner_id: null,
        is_library: true,
        is_full_topic: w.isFullTopic,
        grade: w.grade,
        subject: w.subject,
        domain: w.domainCode ?? null,
        question_count: w.questions.length,
        questions: w.questions.length,
        standards: new Set(w.standardCodes).size,
      });
      expect(row.search_text, w.key).toContain(w.title);
      expect(row.search_text, w.key).toContain(w.standardCodes[0]);
    }
  });

  it('stores every question complete, in order, with its standard and passage resolved to ids', async () => {
    const rows = await query<{
      key: string;
      position: number;
      answer_type: number;
      points: number;
      is_complete: boolean;
      data: unknown;
      standard_code: string | null;
      data_standard: number | null;
      standard_id: number | null;
      passage_title: string | null;
    }>(
      db,
      sql`select w.library_key as key, q.position, q.answer_type, q.points, q.is_complete, q.data,
                 s.code as standard_code, (q.data->>'standardId')::int as data_standard, q.standard_id,
                 p.title as passage_title
          from questions q join worksheets w on w.id = q.worksheet_id
          left join standards s on s.id = q.standard_id
          left join passages p on p.id = (q.data->>'passageId')::int and p.worksheet_id = w.id
          where w.library_key is not null
          order by w.id, q.position`,
    );
    expect(rows).toHaveLength(questionTotal);
    const byKey = new Map<string, typeof rows>();
    for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
    for (const w of LIBRARY as SeedWorksheet[]) {
      const stored = byKey.get(w.key)!;
      expect(stored.map((r) => r.position)).toEqual(w.questions.map((_, i) => i));
      w.questions.forEach((q, i) => {
        const r = stored[i]!;
        const at = `${w.key} #${i + 1}`;
        expect(r.is_complete, at).toBe(true);
        expect(ZQuestionInput.safeParse(r.data).success, at).toBe(true);
        expect(r, at).toMatchObject({
          answer_type: q.answerType,
          points: q.points,
          standard_code: q.standardCode ?? null,
        });
        expect(r.data_standard, at).toBe(r.standard_id);
        const passage = w.passages?.find((p) => p.key === q.passageKey);
        expect(r.passage_title, at).toBe(passage?.title ?? null);
        expect((r.data as { prompt: string }).prompt, at).toBe(q.prompt);
      });
    }
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot(db);
    expect(before).toMatchObject({ worksheets: LIBRARY.length, questions: questionTotal });
    expect(await seedLibrary(db)).toEqual({ worksheets: 0, questions: 0 });
    await seedContent(db);
    expect(await snapshot(db)).toEqual(before);
  });

  it('adds back a worksheet that is missing and leaves the others alone', async () => {
    const [target] = LIBRARY;
    const others = await query<{ id: number; updated_at: string }>(
      db,
      sql`select id, updated_at::text from worksheets where is_library and library_key <> ${target!.key} order by id`,
    );
    await db.execute(sql`delete from worksheets where library_key = ${target!.key}`);
    expect(await seedLibrary(db)).toEqual({ worksheets: 1, questions: target!.questions.length });
    const after = await query<{ id: number; updated_at: string }>(
      db,
      sql`select id, updated_at::text from worksheets where is_library and library_key <> ${target!.key} order by id`,
    );
    expect(after).toEqual(others);
    expect(await seedLibrary(db)).toEqual({ worksheets: 0, questions: 0 });
  });

  it('refuses content with an unknown standard code before writing anything', async () => {
    const bad: SeedWorksheet = {
      ...LIBRARY[0]!,
      key: 'test-unknown-standard',
      standardCodes: ['3.99Z'],
      questions: [{ ...LIBRARY[0]!.questions[0]!, standardCode: '3.99Z' }],
    };
    await expect(seedLibrary(db, [bad])).rejects.toThrow(/3\.99Z/);
    const rows = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from worksheets where library_key = ${bad.key}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
