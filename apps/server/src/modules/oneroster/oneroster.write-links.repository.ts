import { FREE_CLASS_STUDENT_LIMIT, MESSAGES } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { type Columns, chunked, deleteRows, insertRows, rowsOf, updateRows } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { ImportProblems } from '../imports';
import type { LicenseSets, Plan } from './oneroster.plan';

// Who teaches and who is enrolled in each class, then the class cap once more on the written data.

/** Teachers and students of classes: the last line for a (class, user) pair in the file wins. */
export async function writeLinks(tx: Db, plan: Plan, classId: Map<string, number>, userId: Map<string, number>) {
  const last = <T extends { classSourcedId: string; userSourcedId: string }>(links: T[]) => [
    ...new Map(links.map((l) => [`${l.classSourcedId}\u0000${l.userSourcedId}`, l])).values(),
  ];
  const ids = (l: { classSourcedId: string; userSourcedId: string }) =>
    [classId.get(l.classSourcedId) as number, userId.get(l.userSourcedId) as number] as const;
  const pairCols: Columns = [
    ['class_id', 'int'],
    ['user_id', 'int'],
  ];

  const teachers = last(plan.teachers);
  const addT = teachers.filter((l) => !l.remove);
  await insertRows(
    tx,
    'class_teachers',
    [
      ['class_id', 'int'],
      ['teacher_id', 'int'],
      ['is_primary', 'bool'],
    ],
    addT.map((l) => [...ids(l), plan.primaries.get(l.classSourcedId) === l.userSourcedId]),
    'on conflict (class_id, teacher_id) do update set is_primary = excluded.is_primary',
  );
  // The file's primary teacher of a class is its only primary one.
  const primaries = [...plan.primaries].filter(([, u]) => u !== null);
  await updateRows(
    tx,
    'class_teachers',
    pairCols,
    primaries.map(([c, u]) => [classId.get(c) as number, userId.get(u as string) as number]),
    'is_primary = false',
    't.class_id = v.class_id and t.teacher_id <> v.user_id and t.is_primary',
  );
  const removeT = teachers.filter((l) => l.remove).map((l) => [...ids(l)]);
  await deleteRows(tx, 'class_teachers', pairCols, removeT, 't.class_id = v.class_id and t.teacher_id = v.user_id');

  const students = last(plan.students);
  const addS = students.filter((l) => !l.remove);
  await insertRows(
    tx,
    'enrollments',
    pairCols.map(([n, t]) => [n === 'user_id' ? 'student_id' : n, t] as const),
    addS.map((l) => [...ids(l)]),
    `on conflict (class_id, student_id) do update set status = 'active', removed_at = null`,
  );
  const removeS = students.filter((l) => l.remove);
  await updateRows(
    tx,
    'enrollments',
    pairCols,
    removeS.map((l) => [...ids(l)]),
    `status = 'removed', removed_at = now()`,
    `t.class_id = v.class_id and t.student_id = v.user_id and t.status = 'active'`,
  );
  return {
    teachersAdded: addT.length,
    teachersRemoved: removeT.length,
    enrollmentsAdded: addS.length,
    enrollmentsRemoved: removeS.length,
  };
}

/** The cap once more, on the written data: a manual change racing the import cannot slip past it. */
export async function assertCaps(tx: Db, plan: Plan, classId: Map<string, number>, lic: LicenseSets) {
  const touched = [
    ...new Set(plan.students.filter((l) => !l.remove).map((l) => classId.get(l.classSourcedId) as number)),
  ];
  const over: { file: string; message: string }[] = [];
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
      const paid =
        r.is_premium ||
        (r.teacher_id !== null &&
          (lic.district || (r.school_id !== null && lic.schools.has(r.school_id)) || lic.teachers.has(r.teacher_id)));
      if (!paid && r.n > FREE_CLASS_STUDENT_LIMIT)
        over.push({
          file: 'enrollments.csv',
          message: `${MESSAGES.classFull} Class "${r.sourced_id}" would have ${r.n} students.`,
        });
    }
  }
  if (over.length) throw new ImportProblems(over);
}
