import type { LevelThresholds } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classFilter,
  classInScope,
  enrolledPerUnit,
  inScope,
  levelsPerUnit,
  participationPerUnit,
  type ScopeFilter,
  type ScopeRows,
  scoredStudents,
  select,
  standardFilter,
  studentsPerSchool,
  type UnitLevelsRow,
  type UnitParticipationRow,
  type UnitWeekRow,
  weeksIn,
} from './scope-sql.repository';

// The figures of the district's and a school's reports, unit by unit (schools; teachers and classes), read from
// the rollups only: report_student_total or _week for scores, report_class_assignment for participation,
// report_school_standard_week and report_student_week for weekly trends, report_school_day_usage for use.

/** Scores and level counts per school of the district (each student's level from their points there). */
export const schoolLevels = (db: Db, districtId: number, f: ScopeFilter, th: LevelThresholds) =>
  select<UnitLevelsRow>(
    db,
    levelsPerUnit(scoredStudents({ kind: 'district', id: districtId }, f, sql`t.school_id`), th),
  );

/** Per class of a school. */
export const classLevels = (db: Db, schoolId: number, f: ScopeFilter, th: LevelThresholds) =>
  select<UnitLevelsRow>(db, levelsPerUnit(scoredStudents({ kind: 'school', id: schoolId }, f, sql`t.class_id`), th));

/** The school as a whole (a student in two of its classes has one level). */
export const wholeSchoolLevels = (db: Db, schoolId: number, f: ScopeFilter, th: LevelThresholds) =>
  select<UnitLevelsRow>(db, levelsPerUnit(scoredStudents({ kind: 'school', id: schoolId }, f, sql`t.school_id`), th));

/** Per teacher of a school (a co-taught class counts for each of its teachers). */
export const teacherLevels = (db: Db, schoolId: number, f: ScopeFilter, th: LevelThresholds) =>
  select<UnitLevelsRow>(
    db,
    levelsPerUnit(scoredStudents({ kind: 'school', id: schoolId }, f, sql`ct.teacher_id`, { teachers: true }), th),
  );

type Enrolled = { unit: number; students: number };
/** Active students per school of the district, per class or teacher of a school, or the school's own. */
export const enrolledPerSchool = (db: Db, districtId: number, f: ScopeFilter) =>
  select<Enrolled>(
    db,
    f.grade || f.subjectId
      ? enrolledPerUnit({ kind: 'district', id: districtId }, f, sql`c.school_id`)
      : studentsPerSchool(districtId),
  );
export const enrolledPerClass = (db: Db, schoolId: number, f: ScopeFilter) =>
  select<Enrolled>(db, enrolledPerUnit({ kind: 'school', id: schoolId }, f, sql`c.id`));
export const enrolledInSchool = (db: Db, schoolId: number, f: ScopeFilter) =>
  select<Enrolled>(db, enrolledPerUnit({ kind: 'school', id: schoolId }, f, sql`c.school_id`));
export const enrolledPerTeacher = (db: Db, schoolId: number, f: ScopeFilter) =>
  select<Enrolled>(db, enrolledPerUnit({ kind: 'school', id: schoolId }, f, sql`ct.teacher_id`, { teachers: true }));

export const schoolParticipation = (db: Db, districtId: number, f: ScopeFilter, tz: string) =>
  select<UnitParticipationRow>(db, participationPerUnit({ kind: 'district', id: districtId }, f, sql`a.school_id`, tz));
export const classParticipation = (db: Db, schoolId: number, f: ScopeFilter, tz: string) =>
  select<UnitParticipationRow>(db, participationPerUnit({ kind: 'school', id: schoolId }, f, sql`a.class_id`, tz));
export const teacherParticipation = (db: Db, schoolId: number, f: ScopeFilter, tz: string) =>
  select<UnitParticipationRow>(
    db,
    participationPerUnit({ kind: 'school', id: schoolId }, f, sql`ct.teacher_id`, tz, { teachers: true }),
  );

/** Weekly points per school and for the district, from the schools' standard rollups (grade and subject of the
 * standards), so a district's trend never reads its students' rows. */
export const schoolWeeks = (db: Db, districtId: number, f: ScopeFilter) =>
  select<UnitWeekRow>(
    db,
    sql`select r.school_id as unit, r.week::text as week, sum(r.points)::float8 as points,
               sum(r.max_points)::float8 as max_points
          from report_school_standard_week r
          ${f.grade || f.subjectId ? sql`join standards s on s.id = r.standard_id` : sql``}
         where r.district_id = ${districtId} and ${weeksIn('r', f)} and ${standardFilter(f)}
         group by grouping sets ((r.school_id, r.week), (r.week))`,
  );

/** Weekly points per class (or per teacher) of a school and for the school. */
export function schoolUnitWeeks(db: Db, schoolId: number, f: ScopeFilter, by: 'class' | 'teacher') {
  const scope: ScopeRows = { kind: 'school', id: schoolId };
  const unit = by === 'class' ? sql`w.class_id` : sql`ct.teacher_id`;
  return select<UnitWeekRow>(
    db,
    sql`select ${unit} as unit, w.week::text as week, sum(w.points)::float8 as points,
               sum(w.max_points)::float8 as max_points
          from report_student_week w
          join classes c on c.id = w.class_id
          ${by === 'teacher' ? sql`join class_teachers ct on ct.class_id = c.id` : sql``}
         where ${inScope('w', scope)} and ${weeksIn('w', f)} and ${classFilter(f)}
         group by ${by === 'class' ? sql`grouping sets ((${unit}, w.week), (w.week))` : sql`${unit}, w.week`}`,
  );
}

export interface UsageRow {
  unit: number | null;
  days: number;
  active_students: number;
  sessions: number;
  active_seconds: number;
  answers: number;
  submissions: number;
}

/** This week's use per school (and in all) from report_school_day_usage: days with use and their sums. */
export function weekUsage(db: Db, scope: ScopeRows, monday: string, today: string) {
  return select<UsageRow>(
    db,
    sql`select u.school_id as unit, count(distinct u.day)::int as days,
               sum(u.active_students)::int as active_students, sum(u.sessions)::int as sessions,
               sum(u.active_seconds)::int as active_seconds, sum(u.answers)::int as answers,
               sum(u.submissions)::int as submissions
          from report_school_day_usage u
         where ${inScope('u', scope)} and u.day >= ${monday}::date and u.day <= ${today}::date
         group by grouping sets ((u.school_id), ())`,
  );
}

export interface NamedUnit {
  id: number;
  name: string;
}

/** The district's schools, by name. */
export const schoolsOf = (db: Db, districtId: number) =>
  select<NamedUnit>(
    db,
    sql`select s.id, s.name from schools s where s.district_id = ${districtId} order by s.name, s.id`,
  );

/** Teachers with classes in the filter, per school and in all (district) or in the school. */
export function teacherCounts(db: Db, scope: ScopeRows, f: ScopeFilter) {
  return select<{ unit: number | null; teachers: number }>(
    db,
    sql`select c.school_id as unit, count(distinct ct.teacher_id)::int as teachers
          from class_teachers ct join classes c on c.id = ct.class_id
         where ${classInScope(scope)} and ${classFilter(f)}
         group by grouping sets ((c.school_id), ())`,
  );
}

export interface ClassUnit {
  id: number;
  name: string;
  grade: string;
  subject: string;
  teachers: string[] | null;
}

/** A school's live classes in the filter, with their teachers' names (primary first). */
export const classesOf = (db: Db, schoolId: number, f: ScopeFilter, classId?: number) =>
  select<ClassUnit>(
    db,
    sql`select c.id, c.name, c.grade, c.subject,
               (select array_agg(trim(u.first_name || ' ' || u.last_name) order by ct.is_primary desc, u.last_name, u.id)
                  from class_teachers ct join users u on u.id = ct.teacher_id where ct.class_id = c.id) as teachers
          from classes c
         where c.school_id = ${schoolId} and ${classFilter(f)} ${classId ? sql`and c.id = ${classId}` : sql``}
         order by c.name, c.id`,
  );

/** Teachers of a school's live classes in the filter, with how many such classes each has. */
export const teachersOf = (db: Db, schoolId: number, f: ScopeFilter) =>
  select<NamedUnit & { classes: number }>(
    db,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as name, count(*)::int as classes
          from class_teachers ct
          join classes c on c.id = ct.class_id
          join users u on u.id = ct.teacher_id
         where c.school_id = ${schoolId} and ${classFilter(f)}
         group by u.id, u.first_name, u.last_name
         order by u.last_name, u.first_name, u.id`,
  );
