import type { LicenseCode, Role } from './enums';

// The spec names 27 permissions with view/create/edit/delete flags but not who holds them. This matrix is
// our design (docs/permissions.md explains it): a grant is (role, license code) -> flags. A user's
// effective flags are the union over every active license they hold (own, school's, district's).

export const PERMISSION_NAMES = [
  'abyss_dashboard_QA',
  'abyss_dashboard_Score',
  'abyss_dashboard_domain_performance',
  'abyss_dashboard_studnet_achievement',
  'abyss_dashboard_student_growth',
  'abyss_dashboard_domain_detail',
  'abyss_student_usage',
  'abyss_student_topic',
  'abyss_topic_summary',
  'abyss_student_detail',
  'abyss_student_growth',
  'abyss_topic_detail',
  'abyss_class_battle_report',
  'abyss_student_activity',
  'abyss_tournament_report',
  'teacher_quick_assignment',
  'student_goliath_card',
  'student_targeted_practice',
  'student_assignment',
  'teacher_tournaments',
  'teacher_class_aqua_battle',
  'teacher_allowed_premuim_class',
  'teacher_seashells',
  'cs_teacher_assignment_Feedback',
  'cs_crystal_inner_report',
  'cs_clear_monitor',
  'cs_clearsheet_studio',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];
export const PERMISSION_FLAGS = ['V', 'C', 'E', 'D'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionFlags = Record<PermissionFlag, boolean>;
export type PermissionSet = Partial<Record<PermissionName, PermissionFlags>>;

/** Flags written as a string: 'VCED' = all four, 'V' = view only. */
type Grant = string;
type RoleGrants = Partial<Record<LicenseCode, Grant>>;
type MatrixRow = Partial<Record<Role, RoleGrants>>;

const STAFF_READERS: Role[] = ['SchoolAdmin', 'Principal', 'InstructionalCoach', 'DistrictAdmin'];
const ALL_STAFF: Role[] = ['Teacher', ...STAFF_READERS];
const CK_PAID: LicenseCode[] = ['CKPD', 'CKPM'];
const AP_ANY: LicenseCode[] = ['APD', 'APM'];

function grant(roles: Role[], codes: LicenseCode[], flags: Grant): MatrixRow {
  const row: MatrixRow = {};
  for (const role of roles) row[role] = Object.fromEntries(codes.map((code) => [code, flags]));
  return row;
}
function merge(...rows: MatrixRow[]): MatrixRow {
  const out: MatrixRow = {};
  for (const row of rows)
    for (const [role, byCode] of Object.entries(row) as [Role, RoleGrants][])
      out[role] = { ...(out[role] ?? {}), ...byCode };
  return out;
}

const abyssReport = grant(ALL_STAFF, AP_ANY, 'V');

export const PERMISSION_MATRIX: Record<PermissionName, MatrixRow> = {
  abyss_dashboard_QA: abyssReport,
  abyss_dashboard_Score: abyssReport,
  abyss_dashboard_domain_performance: abyssReport,
  abyss_dashboard_studnet_achievement: abyssReport,
  abyss_dashboard_student_growth: abyssReport,
  abyss_dashboard_domain_detail: abyssReport,
  abyss_student_usage: abyssReport,
  abyss_student_topic: abyssReport,
  abyss_topic_summary: abyssReport,
  abyss_student_detail: abyssReport,
  abyss_student_growth: grant(ALL_STAFF, ['APM'], 'V'),
  abyss_topic_detail: abyssReport,
  abyss_class_battle_report: grant(ALL_STAFF, ['APM'], 'V'),
  abyss_student_activity: abyssReport,
  abyss_tournament_report: grant(ALL_STAFF, ['APM'], 'V'),
  // Quick assignments: every clearsheets teacher, free included (full-topic worksheets only on free);
  // school and district admins send assignments to teachers.
  teacher_quick_assignment: merge(
    grant(['Teacher'], ['CKF', ...CK_PAID], 'VCED'),
    grant(['SchoolAdmin', 'DistrictAdmin'], CK_PAID, 'VCED'),
    grant(['Principal', 'InstructionalCoach'], CK_PAID, 'V'),
  ),
  student_goliath_card: grant(['Student'], AP_ANY, 'VC'),
  student_targeted_practice: grant(['Student'], ['APM'], 'VCE'),
  student_assignment: grant(['Student'], ['CKF', ...CK_PAID], 'VCE'),
  teacher_tournaments: grant(['Teacher'], ['APM'], 'VCED'),
  teacher_class_aqua_battle: grant(['Teacher'], ['APM'], 'VCED'),
  // Premium classes are what Premium adds over Paid (decision 0045): a premium class holds more than 30 students.
  teacher_allowed_premuim_class: grant(['Teacher'], ['CKPM'], 'VE'),
  teacher_seashells: grant(['Teacher'], AP_ANY, 'VCED'),
  cs_teacher_assignment_Feedback: grant(['Teacher'], CK_PAID, 'VCED'),
  cs_crystal_inner_report: merge(grant(['Teacher'], CK_PAID, 'V'), grant(STAFF_READERS, CK_PAID, 'V')),
  cs_clear_monitor: merge(grant(['Teacher'], CK_PAID, 'VE'), grant(STAFF_READERS, CK_PAID, 'V')),
  cs_clearsheet_studio: merge(
    grant(['Teacher', 'InstructionalCoach'], CK_PAID, 'VCED'),
    grant(['SchoolAdmin', 'Principal', 'DistrictAdmin'], CK_PAID, 'V'),
  ),
};

export const parseFlags = (grant: Grant | undefined): PermissionFlags => ({
  V: !!grant?.includes('V'),
  C: !!grant?.includes('C'),
  E: !!grant?.includes('E'),
  D: !!grant?.includes('D'),
});

/** Every grant in the matrix as rows, for seeding the permission_grants table. */
export function permissionGrantRows(): GrantRow[] {
  const rows: GrantRow[] = [];
  for (const permission of PERMISSION_NAMES)
    for (const [role, byCode] of Object.entries(PERMISSION_MATRIX[permission]) as [Role, RoleGrants][])
      for (const [licenseCode, flags] of Object.entries(byCode) as [LicenseCode, Grant][])
        rows.push({ role, licenseCode, permission, flags: parseFlags(flags) });
  return rows;
}

export interface GrantRow {
  role: Role;
  licenseCode: LicenseCode;
  permission: PermissionName;
  flags: PermissionFlags;
}

export interface PermissionIndex {
  /** Effective permissions of a role holding these licenses: the union of each license's grants. */
  effective(role: Role, licenseCodes: readonly LicenseCode[]): PermissionSet;
  /** True when some license would give this role the flag: a refusal is then about the license, not the role. */
  licenseCouldGrant(role: Role, permission: PermissionName, flag: PermissionFlag): boolean;
}

/** Indexes grant rows (the seeded table, or the default matrix) for per-request checks. */
export function createPermissionIndex(rows: readonly GrantRow[]): PermissionIndex {
  const byRole = new Map<Role, GrantRow[]>();
  for (const row of rows) byRole.set(row.role, [...(byRole.get(row.role) ?? []), row]);
  return {
    effective(role, licenseCodes) {
      const set: PermissionSet = {};
      for (const row of byRole.get(role) ?? []) {
        if (!licenseCodes.includes(row.licenseCode)) continue;
        const f = row.flags;
        const prev = set[row.permission];
        set[row.permission] = prev
          ? { V: prev.V || f.V, C: prev.C || f.C, E: prev.E || f.E, D: prev.D || f.D }
          : { ...f };
      }
      return set;
    },
    licenseCouldGrant(role, permission, flag) {
      return (byRole.get(role) ?? []).some((r) => r.permission === permission && r.flags[flag]);
    },
  };
}

/** The default matrix as an index (what a fresh database is seeded with). */
export const defaultPermissionIndex = createPermissionIndex(permissionGrantRows());
