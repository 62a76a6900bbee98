// School and district reports (docs/decisions/0030): scope per role, figures equal to the raw rows, CSV equal
// to the JSON, bad input a 400.
import {
  DEFAULT_LEVEL_THRESHOLDS,
  levelOf,
  MESSAGES,
  percentOf,
  type TDistrictReport,
  type TSchoolReport,
  type TScopeAssignments,
  type TScopeClassReport,
  type TScopeDomainSummary,
  type TScopeHeatmap,
  type TScopeStandardDetail,
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
  sums,
  weekOf,
} from '../../../test/kits/reports/scope-world';

const th = DEFAULT_LEVEL_THRESHOLDS;

describe('school and district reports', () => {
  const k = useAssignmentsKit();
  let w: ScopeWorld;
  let raw: RawAnswer[];
  const get = (username: string, url: string) => k.call(username, 'GET', url);

  beforeAll(async () => {
    w = await buildScopeWorld(k);
    raw = await rawAnswers(k, w.assignmentIds);
  });

  const studentsOf = (...ts: ScopeWorld['t1'][]) => ts.flatMap((t) => t.students.map((s) => s.id));

  it('gives a district admin every school of their district, with figures equal to the raw rows', async () => {
    const res = await get(w.admin1.username, '/api/v1/reports/scope/district');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TDistrictReport;
    expect(body.scope).toMatchObject({ kind: 'district', id: w.d1.id });
    expect(body.schools.map((s) => s.name)).toEqual(['Alamo Elementary', 'Brazos Elementary']);
    const bySchool = sums(raw, (r) => r.school_id);
    for (const [school, teachers] of [
      [w.schoolA, [w.t1, w.t2]],
      [w.schoolB, [w.t3]],
    ] as const) {
      const row = body.schools.find((s) => s.id === school.id)!;
      const expected = bySchool.get(school.id)!;
      expect(row.students).toBe(studentsOf(...teachers).length);
      expect(row.teachers).toBe(teachers.length);
      expect(row.score.items).toBe(expected.items);
      expect(row.score.percent).toBe(percentOf(expected.points, expected.max));
      expect(row.levels).toEqual(
        levelCounts(
          raw.filter((r) => r.school_id === school.id),
          studentsOf(...teachers),
          th,
        ),
      );
      expect(row.participation).toMatchObject({
        assignments: teachers.length,
        assigned: studentsOf(...teachers).length,
      });
    }
    const all = raw.filter((r) => r.school_id !== w.schoolC.id);
    expect(body.total.levels).toEqual(levelCounts(all, studentsOf(w.t1, w.t2, w.t3), th));
    expect(body.total.score.percent).toBe(percentOf(...(([p, m]) => [p, m] as const)(totalsOf(all))));
    // Submitted: every other student who answered (the world's pattern), counted from the attempts.
    expect(body.total.participation.submitted).toBe(
      body.schools.reduce((s, row) => s + row.participation.submitted, 0),
    );
  });

  it('narrows to a range of weeks: only answers in those weeks count', async () => {
    const weeks = [...new Set(raw.map(weekOf))].sort();
    const last = weeks.at(-1)!;
    const res = await get(w.admin1.username, `/api/v1/reports/scope/district?from=${last}&to=${last}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TDistrictReport;
    expect(body.filters).toMatchObject({ from: last, to: last });
    const inWeek = raw.filter((r) => weekOf(r) === last && r.school_id === w.schoolA.id);
    const s = sums(inWeek, () => 0).get(0)!;
    const row = body.schools.find((x) => x.id === w.schoolA.id)!;
    expect(row.score.items).toBe(s.items);
    expect(row.score.percent).toBe(percentOf(s.points, s.max));
    expect(row.levels).toEqual(levelCounts(inWeek, studentsOf(w.t1, w.t2), th));
  });

  it('keeps each district to itself, and district pages to district admins', async () => {
    const other = (await get(w.admin2.username, '/api/v1/reports/scope/district')).json() as TDistrictReport;
    expect(other.schools.map((s) => s.id)).toEqual([w.schoolC.id]);
    expect((await get(w.admin2.username, `/api/v1/reports/scope/schools/${w.schoolA.id}`)).statusCode).toBe(404);
    expect((await get(w.admin2.username, `/api/v1/reports/scope/classes/${w.t1.cls.id}`)).statusCode).toBe(404);
    expect((await get(w.principalA.username, '/api/v1/reports/scope/district')).statusCode).toBe(403);
    expect((await get(w.t1.teacher.username, '/api/v1/reports/scope/district')).statusCode).toBe(403);
    expect((await get(w.t1.teacher.username, `/api/v1/reports/scope/schools/${w.schoolA.id}`)).statusCode).toBe(403);
    expect((await get(w.t1.teacher.username, '/api/v1/reports/scope/district.csv')).statusCode).toBe(403);
  });

  it("gives a principal their school's teachers and classes side by side, and 404 for another school", async () => {
    const res = await get(w.principalA.username, `/api/v1/reports/scope/schools/${w.schoolA.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TSchoolReport;
    expect(body.teachers.map((t) => t.id).sort()).toEqual([w.t1.teacher.id, w.t2.teacher.id].sort());
    for (const t of [w.t1, w.t2]) {
      const row = body.teachers.find((x) => x.id === t.teacher.id)!;
      const mine = raw.filter((r) => r.class_id === t.cls.id);
      expect(row.levels).toEqual(levelCounts(mine, studentsOf(t), th));
      const cls = body.classes.find((c) => c.id === t.cls.id)!;
      expect(cls.score.items).toBe(mine.length);
      expect(cls.levels).toEqual(row.levels);
    }
    expect(body.total.students).toBe(studentsOf(w.t1, w.t2).length);
    expect((await get(w.principalA.username, `/api/v1/reports/scope/schools/${w.schoolB.id}`)).statusCode).toBe(404);
    expect((await get(w.principalA.username, `/api/v1/reports/scope/schools/${w.schoolC.id}`)).statusCode).toBe(404);
    expect((await get(w.coachA.username, `/api/v1/reports/scope/schools/${w.schoolA.id}`)).statusCode).toBe(200);
    expect((await get(w.admin1.username, `/api/v1/reports/scope/schools/${w.schoolB.id}`)).statusCode).toBe(200);
  });

  it('drills to a class: each student with their level, equal to the raw rows', async () => {
    const res = await get(w.principalA.username, `/api/v1/reports/scope/classes/${w.t1.cls.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TScopeClassReport;
    expect(body.students).toHaveLength(w.t1.students.length);
    const per = sums(
      raw.filter((r) => r.class_id === w.t1.cls.id),
      (r) => r.student_id,
    );
    for (const s of body.students) {
      const e = per.get(s.id);
      expect(s.percent).toBe(e ? percentOf(e.points, e.max) : null);
      expect(s.level).toBe(levelOf(s.percent, th));
    }
    expect(body.assignments.map((a) => a.id)).toEqual([w.assignmentIds[0]]);
    expect((await get(w.principalB.username, `/api/v1/reports/scope/classes/${w.t1.cls.id}`)).statusCode).toBe(404);
  });

  it('shows reporting categories and one standard across schools (district) or classes (school)', async () => {
    const d = (
      await get(w.admin1.username, `/api/v1/reports/scope/domains?domainId=${w.domainId}`)
    ).json() as TScopeDomainSummary;
    expect(d.unitKind).toBe('school');
    const mine = raw.filter((r) => r.standard_id !== null && r.school_id !== w.schoolC.id);
    const row = d.domains.find((x) => x.id === w.domainId)!;
    const all = sums(mine, () => 0).get(0)!;
    expect(row.items).toBe(all.items);
    expect(row.percent).toBe(percentOf(all.points, all.max));
    const bySchool = sums(mine, (r) => r.school_id);
    for (const u of d.domain!.units) {
      const e = bySchool.get(u.id);
      expect(u.percent).toBe(e ? percentOf(e.points, e.max) : null);
    }
    const s = (
      await get(w.admin1.username, `/api/v1/reports/scope/standards/${w.std[0]}`)
    ).json() as TScopeStandardDetail;
    const onA = sums(
      mine.filter((r) => r.standard_id === w.std[0]),
      (r) => r.school_id,
    );
    expect(s.units.map((u) => u.percent)).toEqual(
      s.units.map((u) => (onA.get(u.id) ? percentOf(onA.get(u.id)!.points, onA.get(u.id)!.max) : null)),
    );
    expect(s.weeks.reduce((n, x) => n + x.items, 0)).toBe(mine.filter((r) => r.standard_id === w.std[0]).length);
    // A principal's view: their school's classes; another school's id is 404.
    const p = (await get(w.principalA.username, '/api/v1/reports/scope/domains')).json() as TScopeDomainSummary;
    expect(p.unitKind).toBe('class');
    expect(p.scope).toMatchObject({ kind: 'school', id: w.schoolA.id });
    expect(
      (await get(w.principalA.username, `/api/v1/reports/scope/domains?schoolId=${w.schoolB.id}`)).statusCode,
    ).toBe(404);
    expect((await get(w.admin1.username, '/api/v1/reports/scope/standards/2147483647')).statusCode).toBe(404);
  });

  it('draws the heat map: schools by standards, each cell the raw percent', async () => {
    const h = (await get(w.admin1.username, '/api/v1/reports/scope/heatmap')).json() as TScopeHeatmap;
    expect(h.standards.map((s) => s.id)).toEqual(w.std);
    expect(h.rows.map((r) => r.id)).toEqual([w.schoolA.id, w.schoolB.id]);
    const per = sums(
      raw.filter((r) => r.standard_id !== null),
      (r) => `${r.school_id}:${r.standard_id}`,
    );
    for (const row of h.rows)
      row.cells.forEach((cell, i) => {
        const e = per.get(`${row.id}:${w.std[i]}`);
        expect(cell?.percent ?? null).toBe(e ? percentOf(e.points, e.max) : null);
      });
    const csv = csvRows((await get(w.admin1.username, '/api/v1/reports/scope/heatmap.csv')).body);
    expect(csv.slice(1)).toEqual(h.rows.map((r) => [r.name, ...r.cells.map((c) => percentText(c?.percent ?? null))]));
  });

  it('lists assignment results across the district and one school, staff or teachers’ own', async () => {
    const all = (await get(w.admin1.username, '/api/v1/reports/scope/assignments')).json() as TScopeAssignments;
    expect(all.items.map((a) => a.id).sort()).toEqual(w.assignmentIds.slice(0, 3).sort());
    expect(all.total).toBe(3);
    const staff = (
      await get(w.admin1.username, '/api/v1/reports/scope/assignments?kind=staff')
    ).json() as TScopeAssignments;
    expect(staff.items).toEqual([]);
    const school = (await get(w.principalA.username, '/api/v1/reports/scope/assignments')).json() as TScopeAssignments;
    expect(school.items.map((a) => a.schoolId)).toEqual([w.schoolA.id, w.schoolA.id]);
    const csv = csvRows((await get(w.admin1.username, '/api/v1/reports/scope/assignments.csv')).body);
    expect(csv.slice(1).map((r) => [r[0], r[2], r[7], r[9]])).toEqual(
      all.items.map((a) => [a.title, a.schoolName, String(a.assigned), String(a.submitted)]),
    );
  });

  it("exports the district's schools as CSV with the JSON's rows, and the total last", async () => {
    const json = (await get(w.admin1.username, '/api/v1/reports/scope/district')).json() as TDistrictReport;
    const res = await get(w.admin1.username, '/api/v1/reports/scope/district.csv');
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = csvRows(res.body);
    expect(rows[0]!.slice(0, 5)).toEqual(['School', 'Students', 'Teachers', 'Percent', 'Level']);
    const line = (name: string, x: TDistrictReport['total']) => [
      name,
      String(x.students),
      String(x.teachers),
      percentText(x.score.percent),
    ];
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ...json.schools.map((s) => line(s.name, s)),
      line('All schools', json.total),
    ]);
    const teachers = csvRows(
      (await get(w.principalA.username, `/api/v1/reports/scope/schools/${w.schoolA.id}/report.csv?table=teachers`))
        .body,
    );
    const school = (
      await get(w.principalA.username, `/api/v1/reports/scope/schools/${w.schoolA.id}`)
    ).json() as TSchoolReport;
    expect(teachers.slice(1).map((r) => r[0])).toEqual(school.teachers.map((t) => t.name));
  });

  it('refuses bad input with a 400 and the message, never a 500', async () => {
    const bad = async (url: string, title?: string) => {
      const res = await get(w.admin1.username, url);
      expect(res.statusCode, url).toBe(400);
      if (title) expect(res.json().title).toBe(title);
    };
    await bad('/api/v1/reports/scope/district?from=2026-02-30', MESSAGES.reportDateInvalid);
    await bad('/api/v1/reports/scope/district?from=2026-03-09&to=2026-03-02', MESSAGES.reportDateRange);
    await bad('/api/v1/reports/scope/district?grade=13');
    await bad('/api/v1/reports/scope/schools/abc');
    await bad('/api/v1/reports/scope/schools/99999999999');
    await bad('/api/v1/reports/scope/assignments?kind=secret');
    await bad(`/api/v1/reports/scope/schools/${w.schoolA.id}/report.csv?table=passwords`);
  });
});

function totalsOf(rows: RawAnswer[]): [number, number] {
  return [rows.reduce((s, r) => s + r.score, 0), rows.reduce((s, r) => s + r.max_score, 0)];
}
