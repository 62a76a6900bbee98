import type { DbState, ExistingClass, ExistingPerson, Planner } from './oneroster.plan';

// A file the manifest marks `bulk` is the full list for the schools the set covers: records imported before
// (they have a sourcedId) that it no longer lists are removed, as a `tobedeleted` row would remove them.
// `delta` files (and files without a manifest line) only change what they list (docs/decisions/0020).

/** Imported records of the covered schools, fetched for a bulk set. */
export interface BulkScope {
  users: ExistingPerson[];
  classes: ExistingClass[];
  /** Active enrollments of imported students in imported classes. */
  enrollments: { classSourcedId: string; userSourcedId: string }[];
}

/** Existing schools the set speaks for: its school orgs and the schools its classes and users name. */
export function coveredSchoolIds(p: Planner): number[] {
  const ids = new Set<number>();
  for (const s of p.plan.schools) if (s.existingId) ids.add(s.existingId);
  const named = [...p.plan.classes.map((c) => c.schoolSourcedId), ...p.plan.users.map((u) => u.schoolSourcedId)];
  for (const sid of named) {
    const id = sid ? p.db.schoolsBySourcedId.get(sid)?.id : undefined;
    if (id) ids.add(id);
  }
  return [...ids];
}

export const hasBulkRemovals = (p: Planner) =>
  p.modes.users === 'bulk' || p.modes.classes === 'bulk' || p.modes.enrollments === 'bulk';

/** Plans the removals a bulk file implies; run after users, classes and enrollments are planned. */
export function planBulkRemovals(p: Planner, scope: BulkScope) {
  const { plan, db } = p;
  if (p.modes.users === 'bulk' && p.bundle.tables.users) {
    const already = new Set(plan.deactivated.map((u) => u.id));
    for (const u of scope.users) {
      if (!u.sourcedId || p.users.has(u.sourcedId) || u.id === db.actorId) continue;
      if (u.status === 'deactivated' || already.has(u.id)) continue;
      plan.deactivated.push(u);
      already.add(u.id);
    }
  }
  if (p.modes.classes === 'bulk' && p.bundle.tables.classes) {
    const already = new Set(plan.deletedClasses.map((c) => c.id));
    for (const c of scope.classes)
      if (!c.deletedAt && !p.classes.has(c.sourcedId) && !already.has(c.id)) plan.deletedClasses.push(c);
  }
  if (p.modes.enrollments === 'bulk' && p.bundle.tables.enrollments) {
    const listed = new Set(plan.students.map((l) => `${l.classSourcedId}\u0000${l.userSourcedId}`));
    for (const e of scope.enrollments)
      if (!listed.has(`${e.classSourcedId}\u0000${e.userSourcedId}`))
        plan.students.push({ ...e, primary: false, remove: true, row: -1 });
  }
  joinScope(db, scope);
}

/** The writer resolves sourcedIds through the state's maps: records known only from the scope join them
 * (where the plan is made, and again where it is written: each thread has its own copy of the state). */
export function joinScope(db: DbState, scope: BulkScope) {
  for (const u of scope.users)
    if (u.sourcedId && !db.usersBySourcedId.has(u.sourcedId)) db.usersBySourcedId.set(u.sourcedId, u);
  for (const c of scope.classes) if (!db.classesBySourcedId.has(c.sourcedId)) db.classesBySourcedId.set(c.sourcedId, c);
}
