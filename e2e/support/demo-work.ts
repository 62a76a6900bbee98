import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

// Real work for pages that show one assignment, one attempt or one worksheet: made through the API as the demo
// teacher and student would make it in the app, so a test can open the page with data on it.

export async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/connect/token', {
    form: { grant_type: 'password', username, password: DEMO_PASSWORD, client_id: 'clearsheets-web' },
  });
  expect(response.ok(), `sign-in of ${username}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function call<T>(request: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface StudentQuestion {
  id: number;
  answerType: number;
  prompt?: string;
  choices?: { id: string; text: string }[];
}

/** The demo teacher's Grade 5 Math class, with Mia's student id. */
export async function grade5Math(request: APIRequestContext, teacher: string) {
  const classes = await call<{ items: { id: number; name: string }[] }>(request, teacher, 'GET', '/api/v1/classes');
  const cls = classes.items.find((c) => c.name === 'Grade 5 Math');
  expect(cls, 'the demo teacher has Grade 5 Math').toBeDefined();
  return cls as { id: number; name: string };
}

/** The first library worksheet a search finds with exactly this title. */
export async function libraryWorksheet(request: APIRequestContext, token: string, q: string, title?: string) {
  const found = await call<{ items: { id: number; title: string }[] }>(
    request,
    token,
    'GET',
    `/api/v1/library/worksheets?q=${encodeURIComponent(q)}`,
  );
  const worksheet = title ? found.items.find((w) => w.title === title) : found.items[0];
  expect(worksheet, `the library has a worksheet for "${q}"`).toBeDefined();
  return worksheet as { id: number; title: string };
}

/** Assigns a worksheet to a class (due tomorrow) and returns the new assignment's id. */
export async function assign(
  request: APIRequestContext,
  teacher: string,
  opts: { classId: number; worksheetId: number; title: string },
): Promise<number> {
  const created = await call<{ id: number }>(request, teacher, 'POST', '/api/v1/assignments', {
    classIds: [opts.classId],
    worksheetId: opts.worksheetId,
    feedbackOption: 2,
    title: opts.title,
    readAloud: false,
    dueAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return created.id;
}

/** The student opens the assignment (starting an attempt) and gets its questions. */
export function startAttempt(request: APIRequestContext, student: string, assignmentId: number) {
  return call<{ attemptId: number; questions: StudentQuestion[] }>(
    request,
    student,
    'POST',
    `/api/v1/student/assignments/${assignmentId}/attempt`,
  );
}

/** Saves one answer as the player does (a fresh client id and sequence number per save). */
export async function saveAnswer(
  request: APIRequestContext,
  student: string,
  attemptId: number,
  questionId: number,
  answer: unknown,
  seq = 1,
) {
  await call(request, student, 'PUT', `/api/v1/student/attempts/${attemptId}/responses/${questionId}`, {
    clientId: randomUUID(),
    clientSeq: seq,
    answer,
  });
}
