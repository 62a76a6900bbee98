import { type APIRequestContext, type BrowserContext, type BrowserContextOptions, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

// A test's own people, made through the product's API as a school makes them: the school admin adds a teacher
// (who replaces the temporary password), the teacher creates a class with its students. Nothing a test does to
// them reaches another test, so specs run in any order and in parallel; the seeded demo district stays as it was
// seeded for the specs that look at it (demo-district.spec.ts and the reports reading its eight weeks).

/** Someone who can sign in: what the login form needs, and the page it lands on. */
export interface Credentials {
  username: string;
  password: string;
  /** The path signing in lands on. */
  home: string;
}

export interface Person extends Credentials {
  id: number;
  firstName: string;
  lastName: string;
  /** "First Last", as screens show it. */
  name: string;
}

/** A teacher's class with its students, all made for one test. */
export interface Classroom {
  teacher: Person;
  classId: number;
  className: string;
  students: Person[];
}

/** Letters and digits that make names and addresses of one test unique. */
export const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function tokenOf(request: APIRequestContext, who: { username: string; password: string }) {
  const response = await request.post('/connect/token', {
    form: { grant_type: 'password', username: who.username, password: who.password, client_id: 'clearsheets-web' },
  });
  expect(response.ok(), `sign-in of ${who.username}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function send<T>(request: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A teacher the demo school admin adds at Bluebonnet Elementary, whose school license is paid (all grades). */
export function newPaidTeacher(request: APIRequestContext, firstName = 'Noor'): Promise<Person> {
  return newStaffMember(request, 'Teacher', firstName);
}

/** School staff roles an admin of the demo district may give (a district admin's account comes only from rosters). */
export type SchoolStaffRole = 'Teacher' | 'SchoolAdmin' | 'Principal' | 'InstructionalCoach';

/** A member of Bluebonnet Elementary's staff: the demo school admin adds teachers, the demo district admin the
 * school's leaders (principals, coaches and school admins are the district's to give). */
export async function newStaffMember(
  request: APIRequestContext,
  role: SchoolStaffRole,
  firstName = 'Noor',
): Promise<Person> {
  const schoolAdmin = await tokenOf(request, { username: 'school.admin', password: DEMO_PASSWORD });
  const me = await send<{ school: { id: number } }>(request, schoolAdmin, 'GET', '/api/v1/me');
  const admin =
    role === 'Teacher' ? schoolAdmin : await tokenOf(request, { username: 'district.admin', password: DEMO_PASSWORD });
  const lastName = `${role === 'Teacher' ? 'Teach' : 'Lead'}${tag()}`;
  const created = await send<{ staff: { id: number; username: string }; temporaryPassword: string }>(
    request,
    admin,
    'POST',
    '/api/v1/staff',
    { firstName, lastName, email: `${lastName.toLowerCase()}@example.org`, role, schoolId: me.school.id },
  );
  // The temporary password opens no session: the member chooses their own first (decision 0028; the form that
  // does it is tested in signup.spec.ts).
  const first = await request.post('/connect/token', {
    form: {
      grant_type: 'password',
      username: created.staff.username,
      password: created.temporaryPassword,
      client_id: 'clearsheets-web',
    },
  });
  const ticket = ((await first.json()) as { change_ticket?: string }).change_ticket;
  expect(ticket, 'a temporary password must be changed first').toBeTruthy();
  const password = `Own${tag()}9`;
  const replaced = await request.post('/api/v1/account/temporary-password', {
    data: { ticket, newPassword: password, confirmPassword: password },
  });
  expect(replaced.status(), await replaced.text()).toBe(200);
  const { id, username } = created.staff;
  return { id, username, password, firstName, lastName, name: `${firstName} ${lastName}`, home: '/teacher' };
}

/** A teacher who signs up naming Pecan Grove Middle School (whose license starts next year), confirms the email,
 * and takes grade 5 as the one grade of the free license (the sign-up pages have their own spec). */
export async function newFreeTeacher(request: APIRequestContext, firstName = 'Ben'): Promise<Person> {
  const places = async (url: string, name: string) => {
    const found = ((await (await request.get(url)).json()) as { items: { id: number; name: string }[] }).items;
    const place = found.find((p) => p.name === name);
    expect(place, `sign-up offers ${name}`).toBeDefined();
    return place?.id as number;
  };
  const districtId = await places('/api/v1/account/signup/districts', 'Lone Oak ISD');
  const schoolId = await places(`/api/v1/account/signup/districts/${districtId}/schools`, 'Pecan Grove Middle School');
  const lastName = `Free${tag()}`;
  const email = `${lastName.toLowerCase()}@example.org`;
  const password = `Own${tag()}9`;
  const created = await request.post('/api/v1/account/signup', {
    data: { firstName, lastName, email, password, confirmPassword: password, districtId, schoolId },
  });
  expect(created.status(), await created.text()).toBe(201);
  let token: string | undefined;
  await expect(async () => {
    const list = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      items: { id: number }[];
    };
    const mail = (await (await request.get(`/api/v1/dev/outbox/${list.items[0]?.id}`)).json()) as { text: string };
    token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  expect((await request.post('/api/v1/account/verify-email', { data: { token } })).status()).toBe(200);
  const access = await tokenOf(request, { username: email, password });
  await send(request, access, 'PUT', '/api/v1/account/license-grade', { grade: '5' });
  const { user } = await send<{ user: { id: number; username: string } }>(request, access, 'GET', '/api/v1/me');
  const { id, username } = user;
  return { id, username, password, firstName, lastName, name: `${firstName} ${lastName}`, home: '/teacher' };
}

export interface ClassOptions {
  name?: string;
  grade?: string;
  subject?: string;
  /** First names of the students; each gets the class's tag as last name. */
  students?: readonly string[];
}

/** The teacher creates a class with its students, as the class form does. */
export async function newClass(
  request: APIRequestContext,
  teacher: Person,
  { name = 'Grade 5 Math', grade = '5', subject = 'Math', students = ['Mia', 'Kim'] }: ClassOptions = {},
): Promise<Classroom> {
  const token = await tokenOf(request, teacher);
  const lastName = `Class${tag()}`;
  const created = await send<{
    class: { id: number; name: string };
    createdStudents: { id: number; firstName: string; lastName: string; username: string; password: string }[];
  }>(request, token, 'POST', '/api/v1/classes', {
    name,
    grade,
    subject,
    students: students.map((firstName) => ({ firstName, lastName })),
  });
  return {
    teacher,
    classId: created.class.id,
    className: created.class.name,
    students: created.createdStudents.map((s) => ({
      ...s,
      name: `${s.firstName} ${s.lastName}`,
      home: '/student',
    })),
  };
}

/** Signed-in browser states (support/signed-in.ts). */
export interface SignIns {
  newContext(who: Credentials, options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * One test's world, made when first asked for: `paid()` is a new teacher at the licensed demo school with
 * Grade 5 Math (Mia and Leo), `free()` a new free-license teacher (grade 5) with Math Lab (Grade 5), Mia and Kim.
 */
export class World {
  private paidRoom?: Promise<Classroom>;
  private freeRoom?: Promise<Classroom>;

  constructor(
    readonly request: APIRequestContext,
    private readonly signIns: SignIns,
  ) {}

  paid(): Promise<Classroom> {
    this.paidRoom ??= newPaidTeacher(this.request).then((teacher) => newClass(this.request, teacher));
    return this.paidRoom;
  }

  free(): Promise<Classroom> {
    this.freeRoom ??= newFreeTeacher(this.request).then((teacher) =>
      newClass(this.request, teacher, { name: 'Math Lab (Grade 5)' }),
    );
    return this.freeRoom;
  }

  /** An API token of someone of this world. */
  token(who: Credentials): Promise<string> {
    return tokenOf(this.request, who);
  }

  /** A new browser context signed in as someone of this world. */
  newContext(who: Credentials, options?: BrowserContextOptions): Promise<BrowserContext> {
    return this.signIns.newContext(who, options);
  }
}
