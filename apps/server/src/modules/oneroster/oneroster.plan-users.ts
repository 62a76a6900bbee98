import { type Role, STUDENT_PASSWORD_PATTERN } from '@clearsheets/shared';
import type { ExistingPerson, Planner } from './oneroster.plan';
import type { Table } from './oneroster-csv';
import {
  derivedUsernameBase,
  EMAIL,
  isDerivedFrom,
  isKnownRole,
  lowestGrade,
  mapRole,
  ONEROSTER_USERNAME,
  parseBool,
} from './oneroster-vocab';

const NAME_MAX = 80;
const kindOf = (role: string) => (role === 'Student' ? 'student' : 'staff');
const list = (cell: string) =>
  cell
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** 1.2: each user's role from roles.csv, the primary one first (a user may hold several). */
function rolesByUser(p: Planner, userIds: Set<string>) {
  const chosen = new Map<string, { role: string; org: string; primary: boolean; i: number }>();
  const t = p.bundle.tables.roles;
  if (!t) return chosen;
  for (let i = 0; i < t.rows.length; i++) {
    if (t.get(i, 'status').toLowerCase() === 'tobedeleted') continue;
    const user = t.get(i, 'userSourcedId');
    const role = t.get(i, 'role');
    const roleType = t.get(i, 'roleType').toLowerCase();
    const org = t.get(i, 'orgSourcedId');
    let ok = true;
    const fail = (column: string, message: string) => {
      ok = false;
      p.fail(t, i, column, message);
    };
    if (!userIds.has(user)) fail('userSourcedId', `Unknown user "${user}" (not in users.csv)`);
    if (!isKnownRole(role)) fail('role', `Unknown role "${role}"`);
    if (roleType !== 'primary' && roleType !== 'secondary') fail('roleType', 'roleType must be primary or secondary');
    if (!p.orgKind(org)) fail('orgSourcedId', `Unknown org "${org}" (not in orgs.csv)`);
    if (!ok) continue;
    const current = chosen.get(user);
    if (!current || (roleType === 'primary' && !current.primary))
      chosen.set(user, { role, org, primary: roleType === 'primary', i });
  }
  return chosen;
}

/** Plans users: role and school (roles.csv, or 1.1's role and orgSourcedIds), matching existing accounts
 * by sourcedId (or adopting a not-yet-imported account of the district with the same username or email). */
export function planUsers(p: Planner) {
  const t = p.bundle.tables.users;
  if (!t) return;
  const legacy = p.bundle.legacyRoles;
  const userIds = new Set(t.rows.map((_, i) => t.get(i, 'sourcedId')));
  const roles = legacy ? null : rolesByUser(p, userIds);
  const usernameRow = new Map<string, number>();
  const emailRow = new Map<string, number>();
  const adopted = new Set<number>();
  // Usernames the file spells validly: a derived one never takes one of them, whatever the row order.
  const spelled = new Set(
    t.rows.map((_, i) => t.get(i, 'username').toLowerCase()).filter((u) => ONEROSTER_USERNAME.test(u)),
  );
  /** A username for a row whose own cannot sign in here: the one its account already has when that was
   * derived the same way, else the base, or the base and the first free "-N" (free in the file, among the
   * usernames the file spells, and among existing accounts other than this row's own). */
  const deriveUsername = (raw: string, sid: string, existing: ExistingPerson | undefined) => {
    const base = derivedUsernameBase(raw, sid);
    if (existing?.username && isDerivedFrom(existing.username, base) && !usernameRow.has(existing.username))
      return existing.username;
    const free = (name: string) => {
      const holder = p.db.usersByUsername.get(name);
      return !usernameRow.has(name) && !spelled.has(name) && (!holder || holder.id === existing?.id);
    };
    let candidate = base;
    for (let n = 2; !free(candidate); n++) candidate = `${base}-${n}`;
    return candidate;
  };

  for (const { i, sid, deleted } of p.records(t)) {
    let existing: ExistingPerson | undefined = p.db.usersBySourcedId.get(sid);
    if (existing?.id === p.db.actorId) {
      p.warn(t, i, undefined, 'Skipped: your own account is not changed by your import');
      p.users.set(sid, 'ignored');
      continue;
    }
    if (deleted) {
      if (existing && existing.status !== 'deactivated') p.plan.deactivated.push(existing);
      p.users.set(sid, 'gone');
      continue;
    }
    let ok = true;
    const fail = (column: string | undefined, message: string, table: Table = t, row = i) => {
      ok = false;
      p.fail(table, row, column, message);
    };

    // Role and school.
    let roleName: string;
    let orgs: string[];
    if (legacy) {
      roleName = t.get(i, 'role');
      orgs = list(t.get(i, 'orgSourcedIds'));
      if (!isKnownRole(roleName)) fail('role', `Unknown role "${roleName}"`);
      for (const org of orgs) if (!p.orgKind(org)) fail('orgSourcedIds', `Unknown org "${org}" (not in orgs.csv)`);
    } else {
      const r = roles?.get(sid);
      if (!r) {
        p.warn(t, i, undefined, 'Skipped: the user has no role in roles.csv');
        p.users.set(sid, 'ignored');
        continue;
      }
      roleName = r.role;
      orgs = [r.org];
    }
    if (!ok) {
      p.users.set(sid, 'invalid');
      continue;
    }
    // A department stands for the school it belongs to.
    const places = orgs.filter((o) => p.orgKind(o) !== 'district').map((o) => p.schoolOf(o));
    const school = places.map((r) => ('school' in r ? r.school : null)).find(Boolean) ?? null;
    const role: Role | null = mapRole(roleName, !!school);
    if (!role) {
      p.warn(t, i, legacy ? 'role' : undefined, `Skipped: the role "${roleName}" is not imported`);
      p.users.set(sid, 'ignored');
      continue;
    }
    if (role === 'Student' && !school) {
      const why = places.find((r) => 'problem' in r);
      fail(legacy ? 'orgSourcedIds' : undefined, why && 'problem' in why ? why.problem : 'A student needs a school');
    }

    // Username and email: unique in the file, and not held by another account.
    let username = t.get(i, 'username').toLowerCase();
    let email: string | null = null;
    if (role !== 'Student') {
      email = t.get(i, 'email').toLowerCase() || null;
      if (email && !EMAIL.test(email)) fail('email', 'Not a valid email address');
      username ||= email ?? '';
      if (!username) fail('username', 'A username (or an email) is required for staff');
    }
    let derived = false;
    if (username && !ONEROSTER_USERNAME.test(username)) {
      // A system's display-style username ("Mary Archer") cannot sign in here: derive one, and say so.
      const written = t.get(i, 'username') || username;
      username = deriveUsername(written, sid, existing);
      derived = true;
      p.warn(t, i, 'username', `The username "${written}" cannot be used to sign in here: it becomes "${username}"`);
      usernameRow.set(username, t.rowNumber(i));
    } else if (username && usernameRow.has(username))
      fail('username', `Username "${username}" is also on row ${usernameRow.get(username)}`);
    else if (username) usernameRow.set(username, t.rowNumber(i));
    if (email && emailRow.has(email)) fail('email', `Email "${email}" is also on row ${emailRow.get(email)}`);
    else if (email) emailRow.set(email, t.rowNumber(i));
    const adoptable = (u: ExistingPerson) =>
      !existing &&
      u.districtId === p.db.districtId &&
      !u.sourcedId &&
      kindOf(u.role) === kindOf(role) &&
      !adopted.has(u.id);
    const holder = username && !derived ? p.db.usersByUsername.get(username) : undefined;
    if (holder && holder.id !== existing?.id) {
      if (adoptable(holder)) existing = holder;
      else fail('username', 'This username is already taken by another account');
    }
    const emailHolder = email ? p.db.usersByEmail.get(email) : undefined;
    if (emailHolder && emailHolder.id !== existing?.id) {
      if (adoptable(emailHolder)) existing = emailHolder;
      else fail('email', 'This email address is already used by another account');
    }
    if (existing && kindOf(existing.role) !== kindOf(role))
      fail(legacy ? 'role' : undefined, `This ${existing.role} account cannot become a ${role}`);
    if (existing?.id === p.db.actorId) {
      p.warn(t, i, undefined, 'Skipped: your own account is not changed by your import');
      p.users.set(sid, 'ignored');
      continue;
    }

    const firstName = t.get(i, 'givenName').normalize('NFC');
    const lastName = t.get(i, 'familyName').normalize('NFC');
    if (!firstName) fail('givenName', 'givenName is required');
    if (!lastName) fail('familyName', 'familyName is required');
    if (firstName.length > NAME_MAX) fail('givenName', `givenName is longer than ${NAME_MAX} characters`);
    if (lastName.length > NAME_MAX) fail('familyName', `familyName is longer than ${NAME_MAX} characters`);
    const grade = lowestGrade(p.grades(t, i));
    const enabled = parseBool(t.get(i, 'enabledUser'), true);
    if (enabled === null) fail('enabledUser', 'enabledUser must be true or false');
    // Staff choose their own password later; only a student's is taken from the file.
    const password = role === 'Student' ? t.get(i, 'password') || null : null;
    if (password && !STUDENT_PASSWORD_PATTERN.test(password))
      fail('password', /\s/.test(password) ? 'No space accepted' : 'Password must be 4 to 64 characters');
    if (!ok) {
      p.users.set(sid, 'invalid');
      continue;
    }
    if (existing) adopted.add(existing.id);
    const planned = {
      sourcedId: sid,
      row: t.rowNumber(i),
      role,
      username: username || null,
      email,
      firstName,
      lastName,
      grade: role === 'Student' ? grade : null,
      schoolSourcedId: school,
      status: enabled === false ? ('deactivated' as const) : ('active' as const),
      password,
      existing,
    };
    p.users.set(sid, planned);
    p.plan.users.push(planned);
  }
}
