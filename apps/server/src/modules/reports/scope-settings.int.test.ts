// Level thresholds per district (round trip, validation, audit, who may change them) and coaching cycles (who
// runs and reads them, growth before and since the start equal to the raw rows).
import {
  DEFAULT_LEVEL_THRESHOLDS,
  MESSAGES,
  percentOf,
  type TCoachingCycle,
  type TCoachingCycles,
  type TCoachingGrowth,
  type TDistrictReport,
  type TLevelSettings,
} from '@clearsheets/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';
import {
  buildScopeWorld,
  csvRows,
  levelCounts,
  percentText,
  type RawAnswer,
  rawAnswers,
  type ScopeWorld,
  weekOf,
} from '../../../test/kits/reports/scope-world';

describe('level thresholds and coaching cycles', () => {
  const k = useAssignmentsKit();
  let w: ScopeWorld;
  let raw: RawAnswer[];

  beforeAll(async () => {
    w = await buildScopeWorld(k);
    raw = await rawAnswers(k, w.assignmentIds);
  });

  const levels = '/api/v1/reports/settings/levels';

  it('reads the defaults, saves a district’s own (audited), and everyone reading its reports gets them', async () => {
    const before = (await k.call(w.principalA.username, 'GET', levels)).json() as TLevelSettings;
    expect(before).toMatchObject({
      districtId: w.d1.id,
      thresholds: DEFAULT_LEVEL_THRESHOLDS,
      isDefault: true,
      canEdit: false,
    });
    const mine = { approaches: 40, meets: 60, masters: 90 };
    const res = await k.call(w.admin1.username, 'PUT', levels, mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ thresholds: mine, isDefault: false, canEdit: true });
    const after = (await k.call(w.principalA.username, 'GET', levels)).json() as TLevelSettings;
    expect(after.thresholds).toEqual(mine);
    const [audit] = await k.audits('reports.levels.update', w.d1.id);
    expect(audit?.actorUserId).toBe(w.admin1.id);
    expect(audit?.details).toMatchObject({ after: mine });
    // The reports count levels with them.
    const report = (await k.call(w.admin1.username, 'GET', '/api/v1/reports/scope/district')).json() as TDistrictReport;
    expect(report.thresholds).toEqual(mine);
    const a = report.schools.find((s) => s.id === w.schoolA.id)!;
    const students = [...w.t1.students, ...w.t2.students].map((s) => s.id);
    expect(a.levels).toEqual(
      levelCounts(
        raw.filter((r) => r.school_id === w.schoolA.id),
        students,
        mine,
      ),
    );
    // Another district keeps the defaults.
    const other = (await k.call(w.admin2.username, 'GET', levels)).json() as TLevelSettings;
    expect(other.thresholds).toEqual(DEFAULT_LEVEL_THRESHOLDS);
  });

  it('refuses thresholds that do not rise, are not whole, or pass 100 (400 with the message); others may not change them', async () => {
    for (const body of [
      { approaches: 70, meets: 70, masters: 85 },
      { approaches: 50, meets: 70, masters: 101 },
      { approaches: 0, meets: 70, masters: 85 },
      { approaches: 50.5, meets: 70, masters: 85 },
      { approaches: '50', meets: 70, masters: 85 },
      { approaches: 50, meets: 70 },
    ]) {
      const res = await k.call(w.admin1.username, 'PUT', levels, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().title).toBe(MESSAGES.levelThresholdsInvalid);
    }
    const fine = { approaches: 45, meets: 65, masters: 80 };
    expect((await k.call(w.principalA.username, 'PUT', levels, fine)).statusCode).toBe(403);
    expect((await k.call(w.t1.teacher.username, 'PUT', levels, fine)).statusCode).toBe(403);
  });

  it('lets a coach run a cycle on a teacher of the school; growth before and since the start equals the raw rows', async () => {
    const weeks = [...new Set(raw.map(weekOf))].sort();
    const startsOn = weeks.at(-1)!; // the last week's Monday: earlier weeks are "before"
    const body = { title: 'Place value', teacherId: w.t1.teacher.id, standardIds: w.std, startsOn };
    const made = await k.call(w.coachA.username, 'POST', '/api/v1/reports/coaching-cycles', body);
    expect(made.statusCode).toBe(201);
    const cycle = made.json() as TCoachingCycle;
    expect(cycle).toMatchObject({ teacherId: w.t1.teacher.id, startsOn, canEdit: true });
    expect(cycle.standards.map((s) => s.id)).toEqual(w.std);

    const growth = (
      await k.call(w.coachA.username, 'GET', `/api/v1/reports/coaching-cycles/${cycle.id}/growth`)
    ).json() as TCoachingGrowth;
    const mine = raw.filter((r) => r.class_id === w.t1.cls.id && r.standard_id !== null);
    const dayOf = (r: RawAnswer) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(r.saved_at));
    const pct = (rows: RawAnswer[]) =>
      percentOf(
        rows.reduce((s, r) => s + r.score, 0),
        rows.reduce((s, r) => s + r.max_score, 0),
      );
    const before = mine.filter((r) => dayOf(r) < startsOn);
    const after = mine.filter((r) => dayOf(r) >= startsOn);
    const [cls] = growth.classes;
    expect(cls).toMatchObject({ id: w.t1.cls.id });
    expect(cls!.before.percent).toBe(pct(before));
    expect(cls!.after.percent).toBe(pct(after));
    expect(cls!.before.items + cls!.after.items).toBe(mine.length);
    expect(growth.weeks.at(-1)! >= startsOn).toBe(true);
    for (const point of cls!.points) expect(point.percent).toBe(pct(mine.filter((r) => weekOf(r) === point.week)));

    const csv = csvRows(
      (await k.call(w.coachA.username, 'GET', `/api/v1/reports/coaching-cycles/${cycle.id}/growth.csv?table=classes`))
        .body,
    );
    expect(csv[1]!.slice(0, 3)).toEqual([cls!.name, percentText(cls!.before.percent), percentText(cls!.after.percent)]);

    // The school's principal reads it (not theirs to change); another school's principal gets 404.
    const list = (
      await k.call(w.principalA.username, 'GET', '/api/v1/reports/coaching-cycles')
    ).json() as TCoachingCycles;
    expect(list.cycles.map((c) => [c.id, c.canEdit])).toEqual([[cycle.id, false]]);
    expect(list.teachers.map((t) => t.id)).toContain(w.t1.teacher.id);
    expect(
      (await k.call(w.principalA.username, 'PUT', `/api/v1/reports/coaching-cycles/${cycle.id}`, body)).statusCode,
    ).toBe(403);
    expect(
      (await k.call(w.principalB.username, 'GET', `/api/v1/reports/coaching-cycles/${cycle.id}/growth`)).statusCode,
    ).toBe(404);
    expect(
      (await k.call(w.admin2.username, 'GET', `/api/v1/reports/coaching-cycles/${cycle.id}/growth`)).statusCode,
    ).toBe(404);
    expect(
      (await k.call(w.admin1.username, 'GET', `/api/v1/reports/coaching-cycles/${cycle.id}/growth`)).statusCode,
    ).toBe(200);
    expect((await k.call(w.admin1.username, 'GET', '/api/v1/reports/coaching-cycles')).statusCode).toBe(404);
    expect((await k.call(w.admin1.username, 'POST', '/api/v1/reports/coaching-cycles', body)).statusCode).toBe(403);
    expect((await k.call(w.t1.teacher.username, 'GET', '/api/v1/reports/coaching-cycles')).statusCode).toBe(403);

    // Changing it: a teacher of another school, unknown or too many standards are refused.
    const change = (patch: object) =>
      k.call(w.coachA.username, 'PUT', `/api/v1/reports/coaching-cycles/${cycle.id}`, { ...body, ...patch });
    const refused = async (patch: object, title: string) => {
      const res = await change(patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().title).toBe(title);
    };
    await refused({ teacherId: w.t3.teacher.id }, MESSAGES.coachingTeacherNotInSchool);
    await refused({ standardIds: [2147483000] }, MESSAGES.unknownStandard);
    await refused({ standardIds: [] }, MESSAGES.coachingStandardsCount);
    await refused({ standardIds: [w.std[0], w.std[0]] }, MESSAGES.coachingStandardsCount);
    await refused({ title: '  ' }, MESSAGES.coachingTitleRequired);
    await refused({ startsOn: '2026-13-01' }, MESSAGES.reportDateInvalid);
    const ok = await change({ teacherId: w.t2.teacher.id, title: 'Fractions' });
    expect(ok.json()).toMatchObject({ teacherId: w.t2.teacher.id, title: 'Fractions' });
    expect((await k.call(w.coachA.username, 'DELETE', `/api/v1/reports/coaching-cycles/${cycle.id}`)).statusCode).toBe(
      204,
    );
    expect(
      (await k.call(w.coachA.username, 'GET', `/api/v1/reports/coaching-cycles/${cycle.id}/growth`)).statusCode,
    ).toBe(404);
  });
});
