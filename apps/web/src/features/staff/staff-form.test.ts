import { MESSAGES, type TStaffMember } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyStaffForm,
  fieldErrorsOf,
  parseStaffForm,
  readStaffFilters,
  staffChanges,
  staffFormOf,
  writeStaffFilters,
} from './staff-form';

const CHOOSE = 'Choose a school';
const member: TStaffMember = {
  id: 9,
  firstName: 'Ana',
  lastName: 'Garcia',
  email: 'ana@school.org',
  username: 'ana',
  role: 'Teacher',
  schoolId: 1,
  schoolName: 'Bluebonnet',
  status: 'active',
  emailVerified: true,
  placementConfirmed: true,
};

describe('parseStaffForm', () => {
  it('gives the request with trimmed names and a lower-case email', () => {
    const result = parseStaffForm(
      { firstName: ' Ana ', lastName: 'Garcia', email: ' Ana@School.ORG ', role: 'Principal', schoolId: '3' },
      CHOOSE,
    );
    expect(result).toEqual({
      ok: true,
      request: { firstName: 'Ana', lastName: 'Garcia', email: 'ana@school.org', role: 'Principal', schoolId: 3 },
    });
  });

  it("reports each missing field with the contract's message and asks for a school", () => {
    const result = parseStaffForm(emptyStaffForm(null), CHOOSE);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: MESSAGES.emailRequired,
      schoolId: CHOOSE,
    });
  });

  it('rejects a malformed email', () => {
    const result = parseStaffForm({ ...staffFormOf(member), email: 'not-an-email' }, CHOOSE);
    expect(result.ok ? null : result.errors.email).toBe('Enter a valid email address');
  });
});

describe('staffChanges', () => {
  it('sends only what changed', () => {
    const parsed = parseStaffForm({ ...staffFormOf(member), lastName: 'García', role: 'SchoolAdmin' }, CHOOSE);
    if (!parsed.ok) throw new Error('expected a valid form');
    expect(staffChanges(member, parsed.request)).toEqual({ lastName: 'García', role: 'SchoolAdmin' });
  });

  it('sends nothing when nothing changed, whatever the email case', () => {
    const parsed = parseStaffForm(staffFormOf({ ...member, email: 'Ana@School.org' }), CHOOSE);
    if (!parsed.ok) throw new Error('expected a valid form');
    expect(staffChanges({ ...member, email: 'Ana@School.org' }, parsed.request)).toEqual({});
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message per known field', () => {
    expect(
      fieldErrorsOf([
        { field: 'email', message: 'This email is already used' },
        { field: 'email', message: 'second' },
        { field: 'body', message: 'ignored' },
      ]),
    ).toEqual({ email: 'This email is already used' });
  });
});

describe('staff filters in the address bar', () => {
  it('reads good values and ignores bad ones', () => {
    expect(readStaffFilters(new URLSearchParams('search=ana&role=Principal&status=active&schoolId=2&page=3'))).toEqual({
      search: 'ana',
      role: 'Principal',
      status: 'active',
      schoolId: 2,
      page: 3,
    });
    expect(readStaffFilters(new URLSearchParams('role=Student&status=gone&schoolId=-1&page=x'))).toEqual({
      search: '',
      role: null,
      status: null,
      schoolId: null,
      page: 1,
    });
  });

  it('goes back to page 1 when a filter changes, and keeps the page when only the page changes', () => {
    const current = readStaffFilters(new URLSearchParams('search=ana&page=3'));
    expect(writeStaffFilters(current, { role: 'Teacher' }).toString()).toBe('search=ana&role=Teacher');
    expect(writeStaffFilters(current, { page: 4 }).toString()).toBe('search=ana&page=4');
    expect(writeStaffFilters(current, { search: '  ' }).toString()).toBe('');
  });
});
