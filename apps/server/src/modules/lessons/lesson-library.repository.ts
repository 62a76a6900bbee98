import type { LessonKind } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { query } from '../../db/sql-helpers';

// The Clear Lessons library and the lessons themselves (decision 0031): a lesson is read whole, with its standards.

export interface LessonRow {
  id: number;
  kind: LessonKind;
  ownerId: number | null;
  sharedSchoolId: number | null;
  title: string;
  description: string;
  grade: string | null;
  subject: string | null;
  domain: { code: string; name: string } | null;
  standards: { id: number; code: string; description: string }[];
  content: unknown;
}

export const lessonSelect = sql`select l.id, l.kind, l.owner_id as "ownerId", l.shared_school_id as "sharedSchoolId", l.title,
    l.description, l.grade, s.name as subject,
    case when d.id is null then null else json_build_object('code', d.code, 'name', d.name) end as domain,
    coalesce((select json_agg(json_build_object('id', st.id, 'code', st.code, 'description', st.description)
                order by st.code)
              from lesson_standards ls join standards st on st.id = ls.standard_id where ls.lesson_id = l.id), '[]') as standards,
    l.content
  from lessons l left join subjects s on s.id = l.subject_id left join domains d on d.id = l.domain_id`;

export interface LessonFilter {
  /** Any of these grades. */
  grades?: readonly string[];
  domainCode?: string;
  standardCode?: string;
  q?: string;
}

/** The Clear Lessons library, by grade then reporting category. */
export async function listClearLessons(db: Db, f: LessonFilter) {
  const conditions: SQL[] = [sql`l.kind = 'clear'`, sql`l.deleted_at is null`];
  if (f.grades?.length) conditions.push(anyOf(sql`l.grade`, f.grades));
  if (f.domainCode) conditions.push(sql`d.code = ${f.domainCode}`);
  if (f.standardCode)
    conditions.push(
      sql`exists (select 1 from lesson_standards ls join standards st on st.id = ls.standard_id
                  where ls.lesson_id = l.id and upper(st.code) = upper(${f.standardCode}))`,
    );
  if (f.q) conditions.push(sql`(l.title ilike ${`%${f.q}%`} or l.description ilike ${`%${f.q}%`})`);
  return query<LessonRow>(
    db,
    sql`${lessonSelect} where ${sql.join(conditions, sql` and `)}
        order by case when l.grade ~ '^[0-9]+$' then l.grade::int else 0 end, d.code nulls last, l.title, l.id`,
  );
}

export async function findLesson(db: Db, lessonId: number) {
  const [row] = await query<LessonRow>(db, sql`${lessonSelect} where l.id = ${lessonId} and l.deleted_at is null`);
  return row;
}

export async function standardsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return query<{ id: number; code: string; description: string }>(
    db,
    sql`select id, code, description from standards where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** Which of the ids are standards. */
export async function existingStandardIds(db: Db, ids: readonly number[]) {
  return (await standardsByIds(db, ids)).map((s) => s.id);
}
