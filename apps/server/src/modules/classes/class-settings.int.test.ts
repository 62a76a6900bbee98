import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser, requestsAs, userIdOf } from '../../../test/factories';
import { auditLog, classes } from '../../db/schema';

describe('student settings (/teacher/managesettings)', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let url: string;
  let miaId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const [math] = await t.database.db.select().from(classes).where(eq(classes.name, 'Grade 5 Math'));
    url = `/api/v1/classes/${math!.id}/settings`;
    miaId = await userIdOf(t.database.db, 'student');
  });
  afterAll(() => t.close());

  it('shows the class defaults and each student as the class until overridden', async () => {
    const res = await as('teacher', 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      classId: expect.any(Number),
      defaults: { readAloud: true, language: 'en', feedbackOption: 1 },
      students: [
        {
          studentId: miaId,
          firstName: 'Mia',
          lastName: 'Lopez',
          override: { readAloud: null, language: null, feedbackOption: null },
          effective: { readAloud: true, language: 'en', feedbackOption: 1 },
        },
      ],
    });
  });

  it('applies class defaults, and a student override wins where it is set', async () => {
    const defaults = await as('teacher', 'PUT', url, {
      defaults: { readAloud: false, language: 'en', feedbackOption: 2 },
    });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().students[0].effective).toEqual({ readAloud: false, language: 'en', feedbackOption: 2 });

    const override = await as('teacher', 'PUT', url.replace('/settings', `/students/${miaId}/settings`), {
      override: { readAloud: true, language: 'es', feedbackOption: null },
    });
    expect(override.statusCode).toBe(200);
    expect(override.json().students[0]).toMatchObject({
      override: { readAloud: true, language: 'es', feedbackOption: null },
      effective: { readAloud: true, language: 'es', feedbackOption: 2 },
    });
    const actions = (await t.database.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['class.settings_updated', 'student.settings_updated']));
  });

  it('refuses values outside the lists', async () => {
    const res = await as('teacher', 'PUT', url, { defaults: { readAloud: true, language: 'fr', feedbackOption: 3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'body.defaults.language',
      'body.defaults.feedbackOption',
    ]);
  });

  it('lets principals and coaches read but not change', async () => {
    for (const leader of ['principal', 'coach']) {
      expect((await as(leader, 'GET', url)).statusCode).toBe(200);
      const put = await as(leader, 'PUT', url, { defaults: { readAloud: true, language: 'en', feedbackOption: 1 } });
      expect(put.statusCode).toBe(403);
    }
    expect((await as('teacher', 'GET', url)).json().defaults.readAloud).toBe(false);
  });

  it('hides the settings of other classes and of students outside the class', async () => {
    expect((await as('teacher.free', 'GET', url)).statusCode).toBe(404);
    const stranger = await buildUser(t.database.db, { role: 'Student' });
    const res = await as('teacher', 'PUT', url.replace('/settings', `/students/${stranger.id}/settings`), {
      override: { readAloud: null, language: null, feedbackOption: null },
    });
    expect(res.statusCode).toBe(404);
  });
});
