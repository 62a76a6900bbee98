import { DEFAULT_LEVEL_THRESHOLDS, levelOf, mondayOf, percentOf, trendOf } from '@clearsheets/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';
import {
  buildCrystalWorld,
  type CrystalWorld,
  csvRows,
  dayOf,
  type RawAnswer,
  totalsOfRaw,
} from '../../../test/kits/reports/crystal-world';
import { districtReportSettings } from '../../db/schema';

const groupBy = <T>(rows: readonly T[], key: (r: T) => string | number) => {
  const out = new Map<string | number, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
};

describe('the crystal report', () => {
  const k = useAssignmentsKit();
  let w: CrystalWorld;
  const url = (query: Record<string, string | number>) =>
    `/api/v1/reports/crystal?${new URLSearchParams(Object.entries(query).map(([a, b]): [string, string] => [a, String(b)]))}`;
  const get = (username: string, path: string) => k.call(username, 'GET', path);

  beforeAll(async () => {
    w = await buildCrystalWorld(k);
  });

  /** Each student's totals and the class's, as the report must show them, from raw answers. */
  function expected(raw: RawAnswer[], students = w.owner.students) {
    const byStudent = groupBy(raw, (r) => r.student_id);
    return {
      overall: totalsOfRaw(raw),
      students: students.map((s) => {
        const own = byStudent.get(s.id) ?? [];
        const weeks = [...groupBy(own, (r) => mondayOf(dayOf(r.saved_at))).entries()].sort(([a], [b]) =>
          String(a).localeCompare(String(b)),
        );
        const percents = weeks.map(([, rows]) => totalsOfRaw(rows).percent).filter((p): p is number => p !== null);
        return { id: s.id, ...totalsOfRaw(own), trend: trendOf(percents) };
      }),
    };
  }

  it('shows a teacher their class: overall, levels, domains, assignments and students, equal to the raw rows', async () => {
    const res = await get(w.owner.teacher.username, url({ classId: w.owner.cls.id }));
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const raw = await w.raw();
    const want = expected(raw);
    expect(report.class).toMatchObject({ id: w.owner.cls.id, name: w.owner.cls.name, grade: '5', subject: 'Math' });
    expect(report.thresholds).toEqual(DEFAULT_LEVEL_THRESHOLDS);
    expect(report.overall).toEqual({ ...want.overall, students: 4 });
    expect(report.students.map((s: Record<string, unknown>) => ({ ...s, name: undefined }))).toEqual(
      want.students.map((s) => ({ ...s, name: undefined })),
    );
    // Ava went from nothing right to everything right, Ben the other way; one week is no trend, Eli has not answered.
    expect(report.students.map((s: { trend: string }) => s.trend)).toEqual(['up', 'down', 'none', 'none', 'none']);
    const levels = { did_not_meet: 0, approaches: 0, meets: 0, masters: 0, none: 0 };
    for (const s of want.students) levels[s.level ?? 'none'] += 1;
    expect(report.levels).toEqual(levels);
    // Domains: grade 4 before grade 5; each from its standards' raw answers.
    const inDomain = (ids: number[]) => raw.filter((r) => ids.includes(r.standard_id!));
    expect(report.domains).toEqual([
      {
        id: w.domains.d4.id,
        code: 'RC2',
        name: 'Measurement',
        grade: '4',
        ...totalsOfRaw(inDomain([w.standards.s3.id])),
      },
      {
        id: w.domains.d5.id,
        code: 'RC1',
        name: 'Number and Operations',
        grade: '5',
        ...totalsOfRaw(inDomain([w.standards.s1.id, w.standards.s2.id])),
      },
    ]);
    // Recent assignments: newest first, from the class's assignment rollup (the colleague's is not there).
    expect(report.recentAssignments.map((a: { id: number }) => a.id)).toEqual([
      w.assignments.second,
      w.assignments.first,
    ]);
    const first = report.recentAssignments[1];
    expect(first).toMatchObject({ assigned: 5, started: 4, submitted: 2, graded: 2, pending: 0 });
    // Over submitted attempts (Ava's and Ben's first), every question's points count, pending ones included.
    expect(first.percent).toBe(percentOf(4, 8 + 8));
  });

  it('narrows to a small group, a grade, a date range or one assignment, each equal to the raw rows', async () => {
    const base = { classId: w.owner.cls.id };
    const raw = await w.raw();
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

    const group = (await get(w.owner.teacher.username, url({ ...base, groupId: w.group.id }))).json();
    const members = w.owner.students.slice(0, 2);
    expect(ids(group.students)).toEqual(ids(members));
    expect(group.overall).toMatchObject(
      expected(
        raw.filter((r) => ids(members).includes(r.student_id)),
        members,
      ).overall,
    );
    expect(group.filters.groupId).toBe(w.group.id);

    const grade4 = (await get(w.owner.teacher.username, url({ ...base, grade: '4' }))).json();
    expect(ids(grade4.domains)).toEqual([w.domains.d4.id]);
    expect(grade4.overall).toMatchObject(totalsOfRaw(raw.filter((r) => r.standard_id === w.standards.s3.id)));

    const from = dayOf(new Date(Date.now() - 3 * 86_400_000));
    const recent = (await get(w.owner.teacher.username, url({ ...base, from }))).json();
    const recentRaw = raw.filter((r) => dayOf(r.saved_at) >= from);
    expect(recent.overall).toMatchObject(totalsOfRaw(recentRaw));
    expect(recent.students.map((s: { items: number }) => s.items)).toEqual(
      expected(recentRaw).students.map((s) => s.items),
    );

    const one = (await get(w.owner.teacher.username, url({ ...base, assignmentId: w.assignments.first }))).json();
    expect(one.overall).toMatchObject(totalsOfRaw(raw.filter((r) => r.assignment_id === w.assignments.first)));
    expect(ids(one.recentAssignments)).toEqual([w.assignments.first]);
    // One assignment and a grade together: the raw path narrows by standard too.
    const both = (
      await get(w.owner.teacher.username, url({ ...base, assignmentId: w.assignments.second, grade: '5' }))
    ).json();
    expect(both.overall).toMatchObject(
      totalsOfRaw(raw.filter((r) => r.assignment_id === w.assignments.second && r.standard_id !== w.standards.s3.id)),
    );
  });

  it("uses the district's own level thresholds", async () => {
    await k
      .db()
      .insert(districtReportSettings)
      .values({ districtId: w.owner.teacher.districtId!, approaches: 60, meets: 67, masters: 90 });
    const report = (await get(w.owner.teacher.username, url({ classId: w.owner.cls.id }))).json();
    const th = { approaches: 60, meets: 67, masters: 90 };
    expect(report.thresholds).toEqual(th);
    // Cleo's 66.7% is Approaches here (Meets starts at 67).
    const cleo = report.students[2];
    expect(cleo.percent).toBe(66.7);
    expect(cleo.level).toBe(levelOf(66.7, th));
    expect(cleo.level).toBe('approaches');
    await k.db().delete(districtReportSettings);
  });

  it("is the class's teacher's, its school's leaders' and its district's admins'; anyone else gets 404", async () => {
    const path = url({ classId: w.owner.cls.id });
    for (const reader of [w.principal, w.coach, w.admin])
      expect((await get(reader.username, path)).statusCode).toBe(200);
    for (const stranger of [w.colleague.teacher, w.siblingPrincipal, w.farAdmin, w.farTeacher.teacher]) {
      const res = await get(stranger.username, path);
      expect(res.statusCode, stranger.username).toBe(404);
      expect(res.json().title).toBe('Not found');
    }
    expect((await get(w.owner.teacher.username, url({ classId: 2_000_000_000 }))).statusCode).toBe(404);
  });

  it("404s a group or an assignment of another class, and refuses bad filters with the field's message", async () => {
    const base = { classId: w.owner.cls.id };
    expect((await get(w.owner.teacher.username, url({ ...base, groupId: w.otherGroup.id }))).statusCode).toBe(404);
    expect(
      (await get(w.owner.teacher.username, url({ ...base, assignmentId: w.assignments.elsewhere }))).statusCode,
    ).toBe(404);
    const reversed = await get(w.owner.teacher.username, url({ ...base, from: '2026-09-02', to: '2026-09-01' }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0]).toEqual({
      field: 'querystring.to',
      message: 'The start date must be on or before the end date',
    });
    const badDay = await get(w.owner.teacher.username, url({ ...base, from: '2026-02-30' }));
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors[0].message).toBe('Use a date like 2026-09-01');
    for (const bad of [{ classId: 'x' }, { ...base, grade: '13' }, { ...base, groupId: '0' }])
      expect((await get(w.owner.teacher.username, url(bad))).statusCode).toBe(400);
  });

  it('needs the crystal report feature: a free teacher is told to upgrade, a student is refused', async () => {
    const free = await k.teacherWithClass({ license: 'CKF', students: 1 });
    const res = await get(free.teacher.username, url({ classId: free.cls.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'license_required',
      title: 'To access this feature upgrade your account from account setting',
    });
    const student = w.owner.students[0]!;
    await k.studentCanSignIn(student.id);
    expect((await get(student.username, url({ classId: w.owner.cls.id }))).statusCode).toBe(403);
  });

  it("exports every table as CSV with the screen's rows, order and values", async () => {
    const query = { classId: w.owner.cls.id };
    const report = (await get(w.owner.teacher.username, url(query))).json();
    const csv = async (table: string) => {
      const res = await get(w.owner.teacher.username, url(query).replace('/crystal?', `/crystal.csv?table=${table}&`));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(`crystal-report-class-${w.owner.cls.id}-${table}.csv`);
      return csvRows(res.body);
    };
    const cell = (v: unknown) => (v === null ? '' : String(v));
    const students = await csv('students');
    expect(students[0]).toEqual(['Student', 'Percent', 'Level', 'Answers', 'Correct', 'Points', 'Max points', 'Trend']);
    expect(students.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual(
      report.students.map((s: { name: string; percent: number | null; items: number }) => [
        s.name,
        cell(s.percent),
        cell(s.items),
      ]),
    );
    expect(students[1]![7]).toBe('Improving');
    expect(students[4]![2]).toBe('Did Not Meet Grade Level');
    expect(students[5]![2]).toBe('No results yet');
    const domains = await csv('domains');
    expect(domains.slice(1).map((r) => [r[0], r[3]])).toEqual(
      report.domains.map((d: { code: string; percent: number | null }) => [d.code, cell(d.percent)]),
    );
    const assignments = await csv('assignments');
    expect(assignments.slice(1).map((r) => [r[3], r[5], r[8]])).toEqual(
      report.recentAssignments.map((a: { assigned: number; submitted: number; percent: number | null }) => [
        cell(a.assigned),
        cell(a.submitted),
        cell(a.percent),
      ]),
    );
    const levels = await csv('levels');
    expect(levels.slice(1).map((r) => r[1])).toEqual(
      ['did_not_meet', 'approaches', 'meets', 'masters', 'none'].map((key) => String(report.levels[key])),
    );
    expect(
      (await get(w.owner.teacher.username, `/api/v1/reports/crystal.csv?classId=${w.owner.cls.id}&table=nope`))
        .statusCode,
    ).toBe(400);
  });

  it('lists the students in the order asked for, and the CSV follows it; an unknown order is refused', async () => {
    const ask = (order: string) => get(w.owner.teacher.username, url({ classId: w.owner.cls.id, order }));
    const byName = (await ask('name')).json().students as { id: number; name: string; percent: number | null }[];
    const lowest = (await ask('lowest')).json().students as typeof byName;
    const scored = byName.filter((s) => s.percent !== null);
    expect(scored.length).toBeGreaterThan(1);
    // Lowest percent first (ties keep the name order), students without results after them, by name.
    const want = [
      ...scored
        .map((s, i) => ({ s, i }))
        .sort((a, b) => a.s.percent! - b.s.percent! || a.i - b.i)
        .map(({ s }) => s.id),
      ...byName.filter((s) => s.percent === null).map((s) => s.id),
    ];
    expect(lowest.map((s) => s.id)).toEqual(want);
    expect(lowest.map((s) => s.id)).not.toEqual(byName.map((s) => s.id));
    const csv = await get(
      w.owner.teacher.username,
      `/api/v1/reports/crystal.csv?classId=${w.owner.cls.id}&order=lowest&table=students`,
    );
    expect(
      csvRows(csv.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(lowest.map((s) => s.name));
    const bad = await ask('loudest');
    expect(bad.statusCode).toBe(400);
  });

  it("offers the class's groups, the grades and subjects it has results on, and its assignments", async () => {
    const res = await get(w.owner.teacher.username, `/api/v1/reports/crystal/options?classId=${w.owner.cls.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      class: { id: w.owner.cls.id },
      groups: [{ id: w.group.id, name: 'Table 1' }],
      grades: ['4', '5'],
      subjects: [{ id: k.kit.subjectId }],
      assignments: [{ id: w.assignments.second }, { id: w.assignments.first }],
    });
    expect(
      (await get(w.colleague.teacher.username, `/api/v1/reports/crystal/options?classId=${w.owner.cls.id}`)).statusCode,
    ).toBe(404);
  });

  it("saves the filters per user (kind 8) and the students' order (kind 20), for those with the feature", async () => {
    const value = { classId: w.owner.cls.id, groupId: w.group.id, grade: '5', from: '2026-09-01' };
    const put = await k.call(w.owner.teacher.username, 'PUT', '/api/v1/preferences/8', { value });
    expect(put.statusCode).toBe(200);
    expect((await get(w.owner.teacher.username, '/api/v1/preferences/8')).json().value).toEqual(value);
    expect((await get(w.principal.username, '/api/v1/preferences/8')).json().value).toBeNull();
    await k.call(w.owner.teacher.username, 'PUT', '/api/v1/preferences/20', { value: { studentOrder: 'lowest' } });
    expect((await get(w.owner.teacher.username, '/api/v1/preferences/20')).json().value).toEqual({
      studentOrder: 'lowest',
    });
    const free = await k.teacherWithClass({ license: 'CKF', students: 0 });
    for (const kind of [8, 20, 24])
      expect((await get(free.teacher.username, `/api/v1/preferences/${kind}`)).json().code).toBe('license_required');
  });

  it('the lesson crystal report has the class and its students, and says there are no lesson results yet', async () => {
    const res = await get(w.owner.teacher.username, `/api/v1/reports/lesson-crystal?classId=${w.owner.cls.id}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.message).toBe('No lesson results yet: results appear here once your classes finish a live lesson.');
    expect(report.lessonsCompleted).toBe(0);
    expect(report.students).toHaveLength(5);
    expect(report.levels.none).toBe(5);
    expect(report.domains).toEqual([]);
    expect(report.standards).toEqual([]);
    expect(
      (await get(w.colleague.teacher.username, `/api/v1/reports/lesson-crystal?classId=${w.owner.cls.id}`)).statusCode,
    ).toBe(404);
  });
});
