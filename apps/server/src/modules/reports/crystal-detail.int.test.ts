import { mondayOf } from '@clearsheets/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';
import {
  buildCrystalWorld,
  type CrystalWorld,
  csvRows,
  dayOf,
  totalsOfRaw,
} from '../../../test/kits/reports/crystal-world';

describe('the crystal report subpages', () => {
  const k = useAssignmentsKit();
  let w: CrystalWorld;
  const get = (username: string, path: string) => k.call(username, 'GET', path);
  const page = (view: string, query: Record<string, string | number | undefined>) =>
    `/api/v1/reports/crystal/${view}?${new URLSearchParams(Object.entries(query).flatMap(([a, b]): [string, string][] => (b === undefined ? [] : [[a, String(b)]])))}`;

  beforeAll(async () => {
    w = await buildCrystalWorld(k);
  });

  it('summarises a reporting category: mastery, its standards, the students below Approaches', async () => {
    const res = await get(
      w.owner.teacher.username,
      page('domain', { classId: w.owner.cls.id, domainId: w.domains.d5.id }),
    );
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const raw = (await w.raw()).filter((r) => [w.standards.s1.id, w.standards.s2.id].includes(r.standard_id!));
    expect(report.domain).toEqual({ id: w.domains.d5.id, code: 'RC1', name: 'Number and Operations', grade: '5' });
    expect(report.mastery).toEqual(totalsOfRaw(raw));
    const [ava, ben, cleo, dev, eli] = w.owner.students;
    const of = (studentId: number, standardId?: number) =>
      totalsOfRaw(raw.filter((r) => r.student_id === studentId && (!standardId || r.standard_id === standardId)));
    // Ava: 3 of 6 points (50%), Ben 3 of 6 (50%), Cleo 2 of 3 (66.7%), Dev 0 of 1, Eli none.
    expect([ava, ben, cleo, dev].map((s) => of(s!.id).percent)).toEqual([50, 50, 66.7, 0]);
    expect(report.levels).toEqual({ did_not_meet: 1, approaches: 3, meets: 0, masters: 0, none: 1 });
    expect(report.studentsBelow).toEqual([{ id: dev!.id, name: expect.any(String), ...of(dev!.id) }]);
    expect(report.standards).toEqual(
      [w.standards.s1, w.standards.s2].map((st) => {
        const rows = raw.filter((r) => r.standard_id === st.id);
        const below = [ava, ben, cleo, dev, eli].filter((s) => of(s!.id, st.id).level === 'did_not_meet').length;
        return {
          id: st.id,
          code: st.code,
          description: st.description,
          domainId: w.domains.d5.id,
          ...totalsOfRaw(rows),
          studentsBelow: below,
        };
      }),
    );
    // 5.3A (multiple choice): Ava 1 of 2, Ben 1 of 2, Cleo 0 of 1, Dev 0 of 1: two below Approaches.
    expect(report.standards[0].studentsBelow).toBe(2);
    expect(
      (await get(w.owner.teacher.username, page('domain', { classId: w.owner.cls.id, domainId: 2_000_000_000 })))
        .statusCode,
    ).toBe(404);
  });

  it('details a standard: every item that assessed it, each student, and the missed answers grouped', async () => {
    const query = { classId: w.owner.cls.id, standardId: w.standards.s1.id };
    const res = await get(w.owner.teacher.username, page('standard', query));
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const raw = (await w.raw()).filter((r) => r.standard_id === w.standards.s1.id);
    expect(report.standard).toEqual({
      id: w.standards.s1.id,
      code: '5.3A',
      description: 'Expectation 5.3A',
      domain: { id: w.domains.d5.id, code: 'RC1', name: 'Number and Operations' },
    });
    expect(report.mastery).toEqual(totalsOfRaw(raw));
    // The question is first in both assignments: newest assignment first.
    expect(report.items).toEqual(
      [w.assignments.second, w.assignments.first].map((assignmentId) => {
        const rows = raw.filter((r) => r.assignment_id === assignmentId);
        const correct = rows.filter((r) => r.status === 'correct').length;
        return {
          assignmentId,
          assignmentTitle: expect.any(String),
          questionId: rows[0]!.question_id,
          number: 1,
          prompt: 'What is 3 x 4?',
          answerType: 1,
          answered: rows.length,
          correct,
          percentCorrect: Math.round((correct / rows.length) * 1000) / 10,
        };
      }),
    );
    expect(report.students.map((s: { items: number }) => s.items)).toEqual([2, 2, 1, 1, 0]);
    // Missed answers read as the choice's text; most given first (each once here, so by assignment then number).
    expect(report.wrongAnswers.map((a: { answer: string; count: number }) => [a.answer, a.count]).sort()).toEqual(
      [
        ['7', 2],
        ['7', 1],
        ['=SUM(A1)', 1],
      ].sort(),
    );
    const csv = await get(w.owner.teacher.username, `${page('standard.csv', query)}&table=wrongAnswers`);
    const rows = csvRows(csv.body);
    expect(rows[0]).toEqual(['Assignment', 'Question', 'Answer', 'Students']);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(rows.slice(1).map((r) => r[2])).toEqual(
      report.wrongAnswers.map((a: { answer: string }) => (a.answer.startsWith('=') ? `'${a.answer}` : a.answer)),
    );
    const items = csvRows((await get(w.owner.teacher.username, `${page('standard.csv', query)}&table=items`)).body);
    expect(items.slice(1).map((r) => [r[1], r[4], r[5], r[6]])).toEqual(
      report.items.map((i: { number: number; answered: number; correct: number; percentCorrect: number }) =>
        [i.number, i.answered, i.correct, i.percentCorrect].map(String),
      ),
    );
  });

  it('the items of a standard sum to its mastery, also narrowed to a date range and one assignment', async () => {
    const from = dayOf(new Date(Date.now() - 3 * 86_400_000));
    for (const narrowing of [{ from }, { assignmentId: w.assignments.first }, { groupId: w.group.id }]) {
      const report = (
        await get(
          w.owner.teacher.username,
          page('standard', { classId: w.owner.cls.id, standardId: w.standards.s2.id, ...narrowing }),
        )
      ).json();
      const answered = report.items.reduce((n: number, i: { answered: number }) => n + i.answered, 0);
      expect(answered, JSON.stringify(narrowing)).toBe(report.mastery.items);
    }
    // Typed answers are normalised: " dallas" and "dallas" are one answer.
    const all = (
      await get(w.owner.teacher.username, page('standard', { classId: w.owner.cls.id, standardId: w.standards.s2.id }))
    ).json();
    expect(all.wrongAnswers.map((a: { answer: string }) => a.answer)).toEqual(['dallas', 'dallas']);
  });

  it("shows one student's domains, standards and weekly growth, equal to the raw rows", async () => {
    const ava = w.owner.students[0]!;
    const res = await get(w.owner.teacher.username, page('student', { classId: w.owner.cls.id, studentId: ava.id }));
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const raw = await w.raw([ava.id]);
    expect(report.student).toEqual({ id: ava.id, name: `${ava.firstName} ${ava.lastName}` });
    expect(report.overall).toEqual(totalsOfRaw(raw));
    expect(report.trend).toBe('up');
    expect(report.domains.map((d: { id: number }) => d.id)).toEqual([w.domains.d4.id, w.domains.d5.id]);
    expect(report.standards.map((s: { code: string; percent: number }) => [s.code, s.percent])).toEqual([
      ['4.2A', 50],
      ['5.3A', 50],
      ['5.3B', 50],
    ]);
    const weeks = [...new Set(raw.map((r) => mondayOf(dayOf(r.saved_at))))].sort();
    expect(report.weeks).toEqual(
      weeks.map((week) => ({ week, ...totalsOfRaw(raw.filter((r) => mondayOf(dayOf(r.saved_at)) === week)) })),
    );
    expect(report.weeks.map((x: { percent: number }) => x.percent)).toEqual([0, 100]);
    const csv = csvRows(
      (
        await get(
          w.owner.teacher.username,
          `${page('student.csv', { classId: w.owner.cls.id, studentId: ava.id })}&table=weeks`,
        )
      ).body,
    );
    expect(csv.slice(1).map((r) => [r[0], r[1]])).toEqual(
      report.weeks.map((x: { week: string; percent: number }) => [x.week, String(x.percent)]),
    );
  });

  it('404s a student, domain or standard outside the class or the caller, for every subpage', async () => {
    const base = { classId: w.owner.cls.id };
    const outsider = w.colleague.students[0]!.id;
    expect((await get(w.owner.teacher.username, page('student', { ...base, studentId: outsider }))).statusCode).toBe(
      404,
    );
    expect(
      (await get(w.owner.teacher.username, page('standard', { ...base, standardId: 2_000_000_000 }))).statusCode,
    ).toBe(404);
    for (const [view, extra] of [
      ['domain', { domainId: w.domains.d5.id }],
      ['standard', { standardId: w.standards.s1.id }],
      ['student', { studentId: w.owner.students[0]!.id }],
    ] as const) {
      expect((await get(w.principal.username, page(view, { ...base, ...extra }))).statusCode, view).toBe(200);
      for (const stranger of [w.colleague.teacher, w.siblingPrincipal, w.farAdmin])
        expect(
          (await get(stranger.username, page(view, { ...base, ...extra }))).statusCode,
          `${view} ${stranger.username}`,
        ).toBe(404);
    }
  });

  it("exports the domain summary's tables as on screen", async () => {
    const query = { classId: w.owner.cls.id, domainId: w.domains.d5.id };
    const report = (await get(w.owner.teacher.username, page('domain', query))).json();
    const standards = csvRows(
      (await get(w.owner.teacher.username, `${page('domain.csv', query)}&table=standards`)).body,
    );
    expect(standards.slice(1).map((r) => [r[0], r[2], r[8]])).toEqual(
      report.standards.map((s: { code: string; percent: number; studentsBelow: number }) => [
        s.code,
        String(s.percent),
        String(s.studentsBelow),
      ]),
    );
    const below = csvRows((await get(w.owner.teacher.username, `${page('domain.csv', query)}&table=students`)).body);
    expect(below.slice(1).map((r) => r[0])).toEqual(report.studentsBelow.map((s: { name: string }) => s.name));
  });
});
