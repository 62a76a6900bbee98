import { STAFF_MANAGED_ROLES, type TStaffMember, ZCreateStaffRequest } from '@clearsheets/shared';

// The add/edit staff form: the shared contract checks it (same messages as the server), and an edit sends
// only what changed, so renaming someone never moves them to another school by accident.

export type StaffRole = (typeof STAFF_MANAGED_ROLES)[number];
export type StaffField = 'firstName' | 'lastName' | 'email' | 'role' | 'schoolId';

export interface StaffFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
  /** Select values are strings; '' until a school is chosen. */
  schoolId: string;
}

export interface StaffRequest {
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
  schoolId: number;
}

const FIELDS: readonly StaffField[] = ['firstName', 'lastName', 'email', 'role', 'schoolId'];
const isField = (value: unknown): value is StaffField => FIELDS.includes(value as StaffField);

export const emptyStaffForm = (schoolId: number | null): StaffFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  role: 'Teacher',
  schoolId: schoolId === null ? '' : String(schoolId),
});

export const staffFormOf = (member: TStaffMember): StaffFormValues => ({
  firstName: member.firstName,
  lastName: member.lastName,
  email: member.email ?? '',
  role: member.role,
  schoolId: member.schoolId === null ? '' : String(member.schoolId),
});

/** The request the form describes, or the first message for each field that is wrong. */
export function parseStaffForm(
  values: StaffFormValues,
  chooseSchoolMessage: string,
): { ok: true; request: StaffRequest } | { ok: false; errors: Partial<Record<StaffField, string>> } {
  const schoolId = values.schoolId === '' ? Number.NaN : Number(values.schoolId);
  const parsed = ZCreateStaffRequest.safeParse({ ...values, schoolId });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Partial<Record<StaffField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = field === 'schoolId' ? chooseSchoolMessage : issue.message;
  }
  return { ok: false, errors };
}

/** The fields an edit changes (none: nothing to send). */
export function staffChanges(original: TStaffMember, request: StaffRequest): Partial<StaffRequest> {
  const changes: Partial<StaffRequest> = {};
  if (request.firstName !== original.firstName) changes.firstName = request.firstName;
  if (request.lastName !== original.lastName) changes.lastName = request.lastName;
  if (request.email !== (original.email ?? '').toLowerCase()) changes.email = request.email;
  if (request.role !== original.role) changes.role = request.role;
  if (request.schoolId !== original.schoolId) changes.schoolId = request.schoolId;
  return changes;
}

/** The server's field errors (400/409 problem JSON) on the form's fields; the rest stay for the banner. */
export function fieldErrorsOf(errors: { field: string; message: string }[]): Partial<Record<StaffField, string>> {
  const out: Partial<Record<StaffField, string>> = {};
  for (const { field, message } of errors) {
    const name = field.split('.')[0];
    if (isField(name) && !out[name]) out[name] = message;
  }
  return out;
}

export interface StaffFilters {
  search: string;
  role: StaffRole | null;
  status: 'active' | 'deactivated' | null;
  schoolId: number | null;
  page: number;
}

/** The list's filters from the address bar, ignoring anything malformed. */
export function readStaffFilters(params: URLSearchParams): StaffFilters {
  const role = params.get('role');
  const status = params.get('status');
  const schoolId = Number(params.get('schoolId'));
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    role: (STAFF_MANAGED_ROLES as readonly string[]).includes(role ?? '') ? (role as StaffRole) : null,
    status: status === 'active' || status === 'deactivated' ? status : null,
    schoolId: Number.isInteger(schoolId) && schoolId > 0 ? schoolId : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address bar for these filters; any filter change goes back to page 1. */
export function writeStaffFilters(current: StaffFilters, change: Partial<StaffFilters>): URLSearchParams {
  const next: StaffFilters = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.search.trim()) params.set('search', next.search.trim());
  if (next.role) params.set('role', next.role);
  if (next.status) params.set('status', next.status);
  if (next.schoolId) params.set('schoolId', String(next.schoolId));
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}
