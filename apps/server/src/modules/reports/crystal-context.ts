import type { LevelThresholds, TCrystalQuery } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import {
  assignmentReachesClass,
  type CrystalFilter,
  findClassRef,
  groupBelongsToClass,
  listedStudents,
} from './crystal.repository';
import { loadClassScope } from './reports.policy';
import { thresholdsOf } from './thresholds.repository';

/** One crystal report request made concrete: the class in the caller's reach, its listed students, the filters
 * (each id checked to be the class's), and the district's level thresholds. */
export interface CrystalContext {
  cls: { id: number; name: string; grade: string; subject: string };
  students: { id: number; name: string }[];
  filter: CrystalFilter;
  thresholds: LevelThresholds;
  applied: {
    groupId: number | null;
    grade: string | null;
    subjectId: number | null;
    from: string | null;
    to: string | null;
    assignmentId: number | null;
  };
}

/** Why: every crystal view starts here, so scope (404 outside the caller's reach, a group or assignment of another
 * class included) is decided once, by the reports policy. */
export async function crystalContextOf(db: Db, caller: Caller, q: TCrystalQuery): Promise<CrystalContext> {
  const scope = await loadClassScope(db, caller, q.classId);
  const [cls, groupOk, assignmentOk, thresholds] = await Promise.all([
    findClassRef(db, scope.classId),
    q.groupId ? groupBelongsToClass(db, q.groupId, scope.classId) : true,
    q.assignmentId ? assignmentReachesClass(db, q.assignmentId, scope.classId) : true,
    thresholdsOf(db, scope.districtId),
  ]);
  if (!cls || !groupOk || !assignmentOk) throw notFound();
  const students = await listedStudents(db, scope.classId, q.groupId);
  return {
    cls,
    students,
    thresholds,
    filter: {
      classId: scope.classId,
      studentIds: students.map((s) => s.id),
      grade: q.grade,
      subjectId: q.subjectId,
      from: q.from,
      to: q.to,
      assignmentId: q.assignmentId,
    },
    applied: {
      groupId: q.groupId ?? null,
      grade: q.grade ?? null,
      subjectId: q.subjectId ?? null,
      from: q.from ?? null,
      to: q.to ?? null,
      assignmentId: q.assignmentId ?? null,
    },
  };
}

/** The head every crystal view's reply starts with. */
export const headOf = (c: CrystalContext) => ({ class: c.cls, filters: c.applied, thresholds: c.thresholds });
