import {
  percentOf,
  type TCrystalDomainSummary,
  type TCrystalQuery,
  type TCrystalStandardDetails,
  type TCrystalStudentDetail,
  type TQuestion,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import { groupBy } from '../../platform/group-by';
import { summariseAnswer } from '../assignments';
import {
  domainsMeta,
  listedStudents,
  measuresByStudentStandard,
  measuresByStudentWeek,
  standardsMeta,
} from './crystal.repository';
import { domainRows } from './crystal.service';
import { crystalContextOf, headOf } from './crystal-context';
import { itemAnswerCounts, itemsOfStandard, missedAnswerGroups } from './crystal-items.repository';
import { isBelowApproaches, levelCounts, sumMeasures, totalsOf, trendOfWeeks } from './crystal-rows';

/** The most common missed answers shown for a standard. */
const TOP_MISSED = 10;

/** Why: a reporting category's page: how the class masters it, each standard under it, who is below Approaches. */
export async function crystalDomain(
  db: Db,
  caller: Caller,
  q: TCrystalQuery & { domainId: number },
): Promise<TCrystalDomainSummary> {
  const c = await crystalContextOf(db, caller, q);
  const [domain] = await domainsMeta(db, [q.domainId]);
  if (!domain) throw notFound();
  const [rows, listed] = await Promise.all([
    measuresByStudentStandard(db, c.filter, { domainId: domain.id }),
    standardsMeta(db, { domainId: domain.id }),
  ]);
  // A retired standard keeps its results: listed after the current ones.
  const known = new Set(listed.map((s) => s.id));
  const retired = await standardsMeta(db, {
    ids: [...new Set(rows.map((r) => r.standardId))].filter((id) => !known.has(id)),
  });
  const byStudent = groupBy(rows, (r) => r.studentId);
  const byStandard = groupBy(rows, (r) => r.standardId);
  const students = c.students.map((s) => ({
    id: s.id,
    name: s.name,
    ...totalsOf(sumMeasures(byStudent.get(s.id) ?? []), c.thresholds),
  }));
  return {
    ...headOf(c),
    domain,
    mastery: totalsOf(sumMeasures(rows), c.thresholds),
    levels: levelCounts(students),
    standards: [...listed, ...retired].map((st) => {
      const own = byStandard.get(st.id) ?? [];
      return {
        ...st,
        ...totalsOf(sumMeasures(own), c.thresholds),
        studentsBelow: own.filter((r) => isBelowApproaches(totalsOf(r, c.thresholds))).length,
      };
    }),
    studentsBelow: students
      .filter(isBelowApproaches)
      .sort((a, b) => (a.percent ?? 0) - (b.percent ?? 0) || a.name.localeCompare(b.name)),
  };
}

/** Why: one TEKS expectation: every item that assessed it, how each student did, and the answers that missed most. */
export async function crystalStandard(
  db: Db,
  caller: Caller,
  q: TCrystalQuery & { standardId: number },
): Promise<TCrystalStandardDetails> {
  const c = await crystalContextOf(db, caller, q);
  const [standard] = await standardsMeta(db, { ids: [q.standardId] });
  if (!standard) throw notFound();
  const [[domain], rows, items] = await Promise.all([
    domainsMeta(db, [standard.domainId]),
    measuresByStudentStandard(db, c.filter, { standardId: standard.id }),
    itemsOfStandard(db, c.filter, standard.id),
  ]);
  if (!domain) throw notFound();
  const assignmentIds = [...new Set(items.map((i) => i.assignmentId))];
  const [counts, missed] = await Promise.all([
    itemAnswerCounts(db, c.filter, standard.id, assignmentIds),
    missedAnswerGroups(db, c.filter, standard.id, assignmentIds),
  ]);
  const key = (assignmentId: number, questionId: number) => `${assignmentId}:${questionId}`;
  const countOf = new Map(counts.map((n) => [key(n.assignmentId, n.questionId), n]));
  const itemRows = items.flatMap((item) => {
    const question = item.question as TQuestion;
    const n = countOf.get(key(item.assignmentId, question.id));
    // Narrowed to a date range, an item nobody answered in it is not part of the picture.
    if (!n && (c.filter.from || c.filter.to)) return [];
    return [
      {
        assignmentId: item.assignmentId,
        assignmentTitle: item.assignmentTitle,
        questionId: question.id,
        number: item.number,
        prompt: question.prompt,
        answerType: question.answerType,
        answered: n?.answered ?? 0,
        correct: n?.correct ?? 0,
        percentCorrect: n ? percentOf(n.correct, n.answered) : null,
      },
    ];
  });
  const byStudent = groupBy(rows, (r) => r.studentId);
  const students = c.students.map((s) => ({
    id: s.id,
    name: s.name,
    ...totalsOf(sumMeasures(byStudent.get(s.id) ?? []), c.thresholds),
  }));
  return {
    ...headOf(c),
    standard: { ...standard, domain: { id: domain.id, code: domain.code, name: domain.name } },
    mastery: totalsOf(sumMeasures(rows), c.thresholds),
    levels: levelCounts(students),
    items: itemRows,
    students,
    wrongAnswers: missedAnswers(items, missed),
  };
}

/** Identical missed answers merged by how they read (choices by text, typed answers normalised), most given first. */
export function missedAnswers(
  items: readonly { assignmentId: number; number: number; question: unknown }[],
  groups: readonly { assignmentId: number; questionId: number; answer: unknown; count: number }[],
) {
  const itemOf = new Map(items.map((i) => [`${i.assignmentId}:${(i.question as TQuestion).id}`, i]));
  const merged = new Map<
    string,
    { assignmentId: number; questionId: number; number: number; answer: string; count: number }
  >();
  for (const g of groups) {
    const item = itemOf.get(`${g.assignmentId}:${g.questionId}`);
    if (!item) continue;
    const text = summariseAnswer(item.question as TQuestion, g.answer);
    if (text === null || text.trim() === '') continue;
    const k = `${g.assignmentId}:${g.questionId}\u0000${text}`;
    const entry = merged.get(k) ?? {
      assignmentId: g.assignmentId,
      questionId: g.questionId,
      number: item.number,
      answer: text,
      count: 0,
    };
    entry.count += g.count;
    merged.set(k, entry);
  }
  return [...merged.values()]
    .sort(
      (a, b) =>
        b.count - a.count || a.assignmentId - b.assignmentId || a.number - b.number || a.answer.localeCompare(b.answer),
    )
    .slice(0, TOP_MISSED);
}

/** Why: one student's page: their percent per domain and standard, their level and their growth week by week. */
export async function crystalStudent(
  db: Db,
  caller: Caller,
  q: TCrystalQuery & { studentId: number },
): Promise<TCrystalStudentDetail> {
  const c = await crystalContextOf(db, caller, q);
  const student = (await listedStudents(db, c.cls.id)).find((s) => s.id === q.studentId);
  if (!student) throw notFound();
  const only = { ...c.filter, studentIds: [student.id] };
  const [rows, weeks] = await Promise.all([measuresByStudentStandard(db, only), measuresByStudentWeek(db, only)]);
  const domains = await domainRows(db, c, rows);
  const order = new Map(domains.map((d, i) => [d.id, i]));
  const standards = await standardsMeta(db, { ids: rows.map((r) => r.standardId) });
  const byStandard = new Map(rows.map((r) => [r.standardId, r]));
  return {
    ...headOf(c),
    student,
    overall: totalsOf(sumMeasures(rows), c.thresholds),
    trend: trendOfWeeks(weeks),
    domains,
    standards: standards
      .map((st, i) => ({ st, i }))
      .sort((a, b) => (order.get(a.st.domainId) ?? 0) - (order.get(b.st.domainId) ?? 0) || a.i - b.i)
      .map(({ st }) => ({ ...st, ...totalsOf(byStandard.get(st.id) ?? sumMeasures([]), c.thresholds) })),
    weeks: weeks.map(({ week, studentId: _s, ...m }) => ({ week, ...totalsOf(m, c.thresholds) })),
  };
}
