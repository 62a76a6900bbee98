import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@clearsheets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Decision 0025: what a caller may do is decided in one policy per area (`apps/server/src/modules/<area>/
// <area>.policy.ts`), and the web reads the abilities the server sends instead of working a rule out from the
// role. This test finds role comparisons anywhere else. A place that compares roles without deciding a
// permission is listed below with the reason; a listed place that no longer exists fails too, so the list
// stays true.

const ROOT = path.resolve(import.meta.dirname, '..');
const NAMES = ROLES.join('|');

interface Rule {
  name: string;
  pattern: RegExp;
}
interface Allowed {
  /** Path from the repository root. */
  file: string;
  /** The line (without comments) it allows. */
  line: RegExp;
  why: string;
}
interface Finding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

// ---------------------------------------------------------------- the server: role rules only in *.policy.ts

const SERVER_RULES: Rule[] = [
  // The caller's role read at all (outside a permission-matrix lookup, which `PERMISSION_MATRIX_LOOKUP` skips).
  { name: "the caller's role", pattern: /\b(caller|actor|author|viewer|callerOf\([^)]*\))\??\.role\b/ },
  { name: 'a role compared', pattern: /\.role\s*[!=]==|[!=]==\s*[\w.?]*\.role\b/ },
  { name: 'a role name compared', pattern: new RegExp(`[!=]==\\s*'(${NAMES})'|'(${NAMES})'\\s*[!=]==`) },
  { name: 'a switch over roles', pattern: new RegExp(`case\\s+'(${NAMES})'\\s*:|switch\\s*\\([^)]*\\brole\\)`) },
  { name: 'a role list asked', pattern: /\.(includes|has)\(\s*[\w.?()]*\brole\s*\)/ },
];

/** The permission matrix (decision 0002) is a role x license table: reading it is not a comparison. */
const PERMISSION_MATRIX_LOOKUP = /\.(effective|licenseCouldGrant)\(\s*caller\.role\b/;

const SERVER_ALLOWED: Allowed[] = [
  {
    file: 'apps/server/src/platform/auth/guards.ts',
    line: /roles\.includes\(callerOf\(request\)\.role\)/,
    why: "the route guard: a route's role list (`authenticated(roles)`), as the web's PAGE_ROLES; the lists come from the policies",
  },
  {
    file: 'apps/server/src/modules/staff/staff.service.ts',
    line: /input\.role !== staff\.role/,
    why: "a form's changed field: a new role is then checked with the staff policy (assertMayGiveRole)",
  },
  {
    file: 'apps/server/src/modules/imports/student-import.validate.ts',
    line: /existing\.role !== 'Student'/,
    why: 'data, not the caller: a username a row names must belong to a student account',
  },
  {
    file: 'apps/server/src/modules/oneroster/oneroster.plan-users.ts',
    line: /\brole [!=]== 'Student'/,
    why: "data, not the caller: the roles of a district's OneRoster file (students and staff planned apart)",
  },
  {
    file: 'apps/server/src/modules/oneroster/oneroster.plan-enrollments.ts',
    line: /\buserRole [!=]== 'Student'/,
    why: "data, not the caller: an enrollment's role in the file against the account's role",
  },
  {
    file: 'apps/server/src/modules/oneroster/oneroster.write.repository.ts',
    line: /\bu\.role\b|\be\.role\b/,
    why: 'data, not the caller: new students and staff are written apart; changed rows compared',
  },
  {
    file: 'apps/server/src/modules/oneroster/oneroster.plan-parts.ts',
    line: /\bu\.role\b|\be\.role\b/,
    why: "data, not the caller: whether a planned account's role or grade differs from the district's record",
  },
];

const serverFiles = (root: string) =>
  listFiles(root, 'apps/server/src', /\.ts$/).filter(
    (f) =>
      !/\.test\.ts$/.test(f) &&
      !/\.policy\.ts$/.test(f) &&
      // Seeds write the demo accounts; the schema's check constraint lists the roles.
      !f.startsWith('apps/server/src/seed/') &&
      !f.startsWith('apps/server/src/db/'),
  );

// ---------------------------------------------------------------- the web: abilities from the server

const WEB_RULES: Rule[] = [
  { name: 'a role compared', pattern: /\brole\s*[!=]==|[!=]==\s*[\w.?]*\brole\b/ },
  { name: 'a role name compared', pattern: new RegExp(`[!=]==\\s*'(${NAMES})'|'(${NAMES})'\\s*[!=]==`) },
  { name: 'a switch over roles', pattern: new RegExp(`case\\s+'(${NAMES})'\\s*:`) },
  { name: 'a role list asked', pattern: /\.(includes|has)\(\s*[\w.?()]*\brole\b/ },
  { name: 'a list of role names asked', pattern: new RegExp(`'(${NAMES})'[^\\]]*\\]\\)?\\.(includes|has)\\(`) },
];

// Presentation by role stays in the web: which home, which intro, which column. Pages and menu entries a role
// has are the route table's (lib/route-access.ts PAGE_ROLES, `isRoleAllowed` in features/*/nav.ts), outside
// these rules. Anything deciding an action on data reads the server's abilities instead.
const WEB_ALLOWED: Allowed[] = [
  {
    file: 'apps/web/src/features/dashboards/pages/staff-home-page.tsx',
    line: /role === /,
    why: "which home: a teacher's or a school leader's (each reads its own data)",
  },
  {
    file: 'apps/web/src/features/dashboards/components/leader-home.tsx',
    line: /role [!=]== 'SchoolAdmin'|role === 'Principal'/,
    why: "each leader's next steps: links to the pages their role has",
  },
  {
    file: 'apps/web/src/features/classes/pages/class-manager-page.tsx',
    line: /role === 'DistrictAdmin'|role === 'Teacher'/,
    why: "which intro text, and a school column for a district's many schools",
  },
  {
    file: 'apps/web/src/features/students/pages/student-list-page.tsx',
    line: /session\.role === 'Teacher'/,
    why: "which intro text: a teacher's own students, a leader's school",
  },
  {
    file: 'apps/web/src/features/results/pages/school-details-page.tsx',
    line: /session\.role === 'Teacher'/,
    why: "which intro text: a teacher's own assignments, a leader's school",
  },
  {
    file: 'apps/web/src/features/staff/staff-form.ts',
    line: /request\.role !== original\.role|STAFF_MANAGED_ROLES as readonly string\[\]\)\.includes\(role/,
    why: "a form's changed field, and a role filter read back from the URL",
  },
  {
    file: 'apps/web/src/features/staff/components/staff-form-modal.tsx',
    line: /roles\.includes\(target\.member\.role\)/,
    why: "the server's rolesYouMayGive, plus the member's current role so the select can show it",
  },
];

const webFiles = (root: string) =>
  listFiles(root, 'apps/web/src/features', /\.tsx?$/).filter((f) => !/\.test\.tsx?$/.test(f));

// ---------------------------------------------------------------- the scan

function listFiles(root: string, dir: string, ext: RegExp): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return (fs.readdirSync(abs, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => ext.test(f))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

/** The source without comments (a rule named in a comment is not a rule applied), line numbers kept. */
function withoutComments(source: string): string[] {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'));
}

function scan(root: string, files: string[], rules: Rule[], skip?: RegExp): Finding[] {
  const found: Finding[] = [];
  for (const file of files) {
    withoutComments(fs.readFileSync(path.join(root, file), 'utf8')).forEach((text, i) => {
      if (skip?.test(text)) return;
      for (const rule of rules)
        if (rule.pattern.test(text)) {
          found.push({ file, line: i + 1, rule: rule.name, text: text.trim() });
          return;
        }
    });
  }
  return found;
}

/** Findings no allowlist entry covers, and entries that covered nothing (stale). */
function judge(found: Finding[], allowed: Allowed[]) {
  const used = new Set<Allowed>();
  const violations = found.filter((f) => {
    const entry = allowed.find((a) => a.file === f.file && a.line.test(f.text));
    if (entry) used.add(entry);
    return !entry;
  });
  const stale = allowed.filter((a) => !used.has(a)).map((a) => `${a.file}: ${a.line}`);
  return { violations: violations.map((v) => `${v.file}:${v.line} ${v.rule}: ${v.text}`), stale };
}

const serverFindings = (root: string) => scan(root, serverFiles(root), SERVER_RULES, PERMISSION_MATRIX_LOOKUP);
const webFindings = (root: string) => scan(root, webFiles(root), WEB_RULES);

describe('role rules live in the policies (decision 0025)', () => {
  it('the server compares roles only in *.policy.ts files', () => {
    const { violations, stale } = judge(serverFindings(ROOT), SERVER_ALLOWED);
    expect(violations, 'move the rule into the area policy (`can`), or list a non-permission use with why').toEqual([]);
    expect(stale, 'these allowlist entries match nothing any more: remove them').toEqual([]);
  });

  it('the web decides no action from the role: it reads the abilities the server sends', () => {
    const { violations, stale } = judge(webFindings(ROOT), WEB_ALLOWED);
    expect(violations, "use the data's `abilities` (or list presentation-only uses with why)").toEqual([]);
    expect(stale, 'these allowlist entries match nothing any more: remove them').toEqual([]);
  });

  it('every allowlist entry says why', () => {
    for (const entry of [...SERVER_ALLOWED, ...WEB_ALLOWED]) expect(entry.why.length).toBeGreaterThan(20);
  });
});

describe('a project breaking the rule', () => {
  let dir = '';
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'role-checks-'));
    const mod = 'apps/server/src/modules/notes';
    write(`${mod}/notes.policy.ts`, "export const can = (c: { role: string }) => c.role === 'Teacher';\n");
    write(
      `${mod}/notes.service.ts`,
      [
        '// A comment naming caller.role is not a rule.',
        "export const a = (caller: { role: string }) => caller.role === 'Teacher';",
        "export const b = (x: { role: string }) => x.role !== 'Student';",
        "export const c = (r: string) => ['Teacher'].includes(r) || WRITERS.has(actor.role);",
        "export const d = (r: string) => { switch (r) { case 'Principal': return 1; } };",
        'export const e = (p: P, caller: C) => p.effective(caller.role, caller.licenses);',
      ].join('\n'),
    );
    write('apps/server/src/seed/demo.ts', "export const s = (u: { role: string }) => u.role === 'Teacher';\n");
    write(
      'apps/web/src/features/notes/pages/notes-page.tsx',
      [
        "export const canEdit = session.role === 'Teacher';",
        'export const canGrade = EDITORS.includes(role);',
        "export const isLeader = ['Principal', 'InstructionalCoach'].includes(useSession().role);",
        "export const isAdmin = ['SchoolAdmin'].includes(who);",
        'export const fine = note.abilities.edit;',
      ].join('\n'),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds each comparison outside a policy, and nothing in policies, seeds, comments or matrix lookups', () => {
    expect(serverFindings(dir).map((f) => `${f.file.split('/').pop()}:${f.line} ${f.rule}`)).toEqual([
      "notes.service.ts:2 the caller's role",
      'notes.service.ts:3 a role compared',
      "notes.service.ts:4 the caller's role",
      'notes.service.ts:5 a switch over roles',
    ]);
    expect(webFindings(dir).map((f) => `${f.line} ${f.rule}`)).toEqual([
      '1 a role compared',
      '2 a role list asked',
      '3 a role list asked',
      '4 a list of role names asked',
    ]);
  });
});
