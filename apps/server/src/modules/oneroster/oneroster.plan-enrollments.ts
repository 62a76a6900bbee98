import { FREE_CLASS_STUDENT_LIMIT, MESSAGES } from '@clearsheets/shared';
import type { LicenseSets, Planner } from './oneroster.plan';
import { isKnownRole, parseBool } from './oneroster-vocab';

/** Plans who teaches and who is enrolled in each class; enrollments may name classes and users imported
 * before (a delta file) as well as those of this bundle. */
export function planEnrollments(p: Planner) {
  const t = p.bundle.tables.enrollments;
  if (!t) return;
  for (const { i, sid: _sid, deleted } of p.records(t)) {
    const classSid = t.get(i, 'classSourcedId');
    const userSid = t.get(i, 'userSourcedId');
    const school = t.get(i, 'schoolSourcedId');
    const role = t.get(i, 'role').toLowerCase();
    const primary = parseBool(t.get(i, 'primary'), false);
    const dbClass = p.db.classesBySourcedId.get(classSid);
    const cls = p.classes.get(classSid) ?? (dbClass ? 'db' : undefined);
    const dbUser = p.db.usersBySourcedId.get(userSid);
    const user = p.users.get(userSid) ?? (dbUser ? 'db' : undefined);
    let ok = true;
    const fail = (column: string, message: string) => {
      ok = false;
      p.fail(t, i, column, message);
    };
    if (!cls) fail('classSourcedId', `Unknown class "${classSid}" (not in classes.csv)`);
    if (!user) fail('userSourcedId', `Unknown user "${userSid}" (not in users.csv)`);
    const at = p.schoolOf(school);
    if ('problem' in at) fail('schoolSourcedId', at.problem);
    if (!isKnownRole(role)) fail('role', `Unknown role "${t.get(i, 'role')}"`);
    if (primary === null) fail('primary', 'primary must be true or false');
    if (!ok || !cls || !user) continue;
    if (role !== 'student' && role !== 'teacher') {
      p.warn(t, i, 'role', `Skipped: the enrollment role "${t.get(i, 'role')}" is not imported`);
      continue;
    }
    if (cls === 'skipped' || user === 'gone' || user === 'invalid') continue;
    if (cls === 'db' && dbClass?.deletedAt) {
      p.warn(t, i, 'classSourcedId', 'Skipped: the class was deleted');
      continue;
    }
    if (user === 'ignored') {
      p.warn(t, i, 'userSourcedId', 'Skipped: the user is not imported (see users.csv)');
      continue;
    }
    // users.csv decides who a person is: an enrollment contradicting it is left out, the rest imported.
    const userRole = user === 'db' ? (dbUser?.role ?? '') : user.role;
    if (role === 'student' && userRole !== 'Student') {
      p.warn(t, i, 'role', `Skipped: the user is a ${userRole} in users.csv, not a student`);
      continue;
    }
    if (role === 'teacher' && userRole === 'Student') {
      p.warn(t, i, 'role', 'Skipped: the user is a student in users.csv and cannot teach a class');
      continue;
    }
    const link = { classSourcedId: classSid, userSourcedId: userSid, primary: !!primary, remove: deleted, row: i };
    (role === 'student' ? p.plan.students : p.plan.teachers).push(link);
  }
  choosePrimaries(p);
}

/** A class's primary teacher decides its limits: the one marked primary, else the current primary unless the
 * file removes them, else the first teacher listed. */
function choosePrimaries(p: Planner) {
  const byClass = new Map<string, typeof p.plan.teachers>();
  for (const l of p.plan.teachers) byClass.set(l.classSourcedId, [...(byClass.get(l.classSourcedId) ?? []), l]);
  for (const [classSid, links] of byClass) {
    const kept = links.filter((l) => !l.remove);
    const marked = kept.find((l) => l.primary);
    const cls = p.db.classesBySourcedId.get(classSid);
    const current = cls ? p.db.primaryTeachers.get(cls.id) : undefined;
    const currentRemoved = current && links.some((l) => l.remove && p.existingUserId(l.userSourcedId) === current.id);
    const currentListed = current ? kept.find((l) => p.existingUserId(l.userSourcedId) === current.id) : undefined;
    const chosen = marked ?? currentListed ?? (current && !currentRemoved ? undefined : kept[0]);
    p.plan.primaries.set(classSid, chosen?.userSourcedId ?? null);
  }
}

const uncapped = (lic: LicenseSets, teacher: { id?: number; schoolId?: number | null } | undefined) =>
  !!teacher &&
  (lic.district ||
    (!!teacher.schoolId && lic.schools.has(teacher.schoolId)) ||
    (!!teacher.id && lic.teachers.has(teacher.id)));

/** The 30-student cap of classes whose primary teacher has no premium license, after the whole bundle. */
export function checkClassCaps(p: Planner) {
  const t = p.bundle.tables.enrollments;
  if (!t) return;
  const db = p.db;
  // Existing students known by sourcedId, or by "#<id>" until this import gives them one.
  const keyOfId = new Map<string, string>();
  for (const u of p.plan.users) if (u.existing) keyOfId.set(`#${u.existing.id}`, u.sourcedId);
  const gone = new Set(p.plan.deactivated.map((u) => u.sourcedId ?? `#${u.id}`));
  const changes = new Map<string, { adds: { key: string; row: number }[]; removes: Set<string> }>();
  for (const l of p.plan.students) {
    const c = changes.get(l.classSourcedId) ?? { adds: [], removes: new Set<string>() };
    changes.set(l.classSourcedId, c);
    if (l.remove) c.removes.add(l.userSourcedId);
    else c.adds.push({ key: l.userSourcedId, row: l.row });
  }
  for (const [classSid, c] of changes) {
    const planned = p.classes.get(classSid);
    const existing = typeof planned === 'object' ? planned.existing : db.classesBySourcedId.get(classSid);
    if (existing?.isPremium) continue;
    if (uncapped(db.licenses, primaryTeacher(p, classSid, existing?.id))) continue;
    const active = new Set<string>();
    for (const k of existing ? (db.activeStudents.get(existing.id) ?? []) : []) {
      const key = keyOfId.get(k) ?? k;
      if (!c.removes.has(key) && !gone.has(key)) active.add(key);
    }
    const before = active.size;
    for (const add of c.adds) {
      active.add(add.key);
      if (active.size === FREE_CLASS_STUDENT_LIMIT + 1) {
        const total = new Set([...active, ...c.adds.map((a) => a.key)]).size;
        p.fail(
          t,
          add.row,
          'classSourcedId',
          `${MESSAGES.classFull} Class "${classSid}" would have ${total} students (it has ${before}).`,
        );
        break;
      }
    }
  }
}

function primaryTeacher(p: Planner, classSid: string, classId: number | undefined) {
  const fromFile = p.plan.primaries.get(classSid);
  if (fromFile) {
    const u = p.users.get(fromFile);
    const existing = typeof u === 'object' ? u.existing : p.db.usersBySourcedId.get(fromFile);
    const schoolSid = typeof u === 'object' ? u.schoolSourcedId : null;
    const schoolId = schoolSid
      ? (p.plan.schools.find((s) => s.sourcedId === schoolSid)?.existingId ??
        p.db.schoolsBySourcedId.get(schoolSid)?.id)
      : existing?.schoolId;
    return { id: existing?.id, schoolId: schoolId ?? existing?.schoolId ?? null };
  }
  return classId ? p.db.primaryTeachers.get(classId) : undefined;
}
