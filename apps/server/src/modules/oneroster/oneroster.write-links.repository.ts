import { FREE_CLASS_STUDENT_LIMIT, MESSAGES, type TImportProblem } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { type Columns, chunked, deleteRows, insertRows, rowsOf, updateRows } from '../../db/bulk-sql';
import type { Db } from '../../db/client';

import type { LicenseSets } from './oneroster.plan';
import type { Pair } from './oneroster.plan-parts';

// Who teaches and who is enrolled in each class (a part of class and user id pairs at a time, resolved where
// the plan was made), then the class cap once more on the written data.

const pairCols: Columns = [
  ['class_id', 'int'],
  ['user_id', 'int'],
];
const enrollmentCols: Columns = [
  ['class_id', 'int'],
  ['student_id', 'int'],
];

export const addTeachers = (tx: Db, rows: [classId: number, userId: number, primary: boolean][]) =>
  insertRows(
    tx,
    'class_teachers',
    [
      ['class_id', 'int'],
      ['teacher_id', 'int'],
      ['is_primary', 'bool'],
    ],
    rows,
    'on conflict (class_id, teacher_id) do update set is_primary = excluded.is_primary',
  );

/** The file's primary teacher of each class is its only primary one. */
export const keepOnePrimary = (tx: Db, pairs: Pair[]) =>
  updateRows(
    tx,
    'class_teachers',
    pairCols,
    pairs,
    'is_primary = false',
    't.class_id = v.class_id and t.teacher_id <> v.user_id and t.is_primary',
  );

export const removeTeachers = (tx: Db, pairs: Pair[]) =>
  deleteRows(tx, 'class_teachers', pairCols, pairs, 't.class_id = v.class_id and t.teacher_id = v.user_id');

export const addStudents = (tx: Db, pairs: Pair[]) =>
  insertRows(
    tx,
    'enrollments',
    enrollmentCols,
    pairs,
    `on conflict (class_id, student_id) do update set status = 'active', removed_at = null`,
  );

export const removeStudents = (tx: Db, pairs: Pair[]) =>
  updateRows(
    tx,
    'enrollments',
    pairCols,
    pairs,
    `status = 'removed', removed_at = now()`,
    `t.class_id = v.class_id and t.student_id = v.user_id and t.status = 'active'`,
  );

/** The cap once more, on the written data: a manual change racing the import cannot slip past it. Returns
 * the problem of each given class with more students than its license allows. */
export async function classesOverCap(tx: Db, touched: number[], lic: LicenseSets): Promise<TImportProblem[]> {
  const over: TImportProblem[] = [];
  for (const part of chunked(touched)) {
    const rows = rowsOf<{
      id: number;
      sourced_id: string | null;
      is_premium: boolean;
      n: number;
      teacher_id: number | null;
      school_id: number | null;
    }>(
      await tx.execute(sql`
        select c.id, c.sourced_id, c.is_premium,
               (select count(*)::int from enrollments e where e.class_id = c.id and e.status = 'active') as n,
               p.teacher_id, u.school_id
        from classes c
        left join class_teachers p on p.class_id = c.id and p.is_primary
        left join users u on u.id = p.teacher_id
        where c.id in (${sql.join(
          part.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
    for (const r of rows) {
      const uncapped =
        r.is_premium ||
        (r.teacher_id !== null &&
          (lic.district || (r.school_id !== null && lic.schools.has(r.school_id)) || lic.teachers.has(r.teacher_id)));
      if (!uncapped && r.n > FREE_CLASS_STUDENT_LIMIT)
        over.push({
          file: 'enrollments.csv',
          message: `${MESSAGES.classFull} Class "${r.sourced_id}" would have ${r.n} students.`,
        });
    }
  }
  return over;
}
