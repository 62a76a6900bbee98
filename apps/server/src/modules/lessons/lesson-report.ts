import {
  CFU_OPTIONS,
  cfuCorrect,
  cfuFormatOf,
  classSlides,
  isRoutedCheck,
  isScoredCheck,
  MOOD_OPTIONS,
  roundScore,
  type TLessonContent,
  type TLessonReport,
  tally,
} from '@clearsheets/shared';
import type { ResponseRow } from './lesson-answers.repository';
import type { SessionStudentRow } from './lesson-participants.repository';
import type { RoutingRow } from './lesson-routings.repository';

// A session's report, computed from its content and rows (pure): per check, per standard, per quick check, moods,
// and per student. Scores of warm ups are computed here from their answers; routed checks' from their routes.

type Standard = { id: number; code: string; description: string };

const mean = (xs: readonly number[]) => (xs.length ? roundScore(xs.reduce((a, b) => a + b, 0) / xs.length) : null);

export interface ReportInput {
  content: TLessonContent;
  students: readonly SessionStudentRow[];
  responses: readonly ResponseRow[];
  routings: readonly RoutingRow[];
  standards: ReadonlyMap<number, Standard>;
}

export function buildLessonReport(
  input: ReportInput,
): Pick<TLessonReport, 'enrolled' | 'joined' | 'checks' | 'standards' | 'quickChecks' | 'moods' | 'students'> {
  const { content, students, responses, routings, standards } = input;
  const components = classSlides(content).flatMap((s) => s.components);
  const scored = components.filter(isScoredCheck);
  const enrolled = new Set(students.map((s) => s.id));

  // Warm ups are not routed: their score is the percent of points once every question is answered.
  const warmUpScores = new Map<string, number>(); // `${student}/${component}` -> score
  for (const c of scored.filter((x) => !isRoutedCheck(x))) {
    for (const s of students) {
      const mine = responses.filter((r) => r.studentId === s.id && r.componentKey === c.key && /^\d+$/.test(r.itemKey));
      if (mine.length < c.questions.length) continue;
      const max = mine.reduce((a, r) => a + r.maxScore, 0);
      warmUpScores.set(
        `${s.id}/${c.key}`,
        max > 0 ? roundScore((mine.reduce((a, r) => a + r.score, 0) / max) * 100) : 100,
      );
    }
  }
  const scoreOf = (studentId: number, key: string) =>
    routings.find((g) => g.studentId === studentId && g.componentKey === key)?.score ??
    warmUpScores.get(`${studentId}/${key}`);

  const checks = scored.map((c) => {
    const routed = routings.filter((g) => g.componentKey === c.key && enrolled.has(g.studentId));
    const scores = isRoutedCheck(c)
      ? routed.map((g) => g.score)
      : students.flatMap((s) => {
          const v = warmUpScores.get(`${s.id}/${c.key}`);
          return v === undefined ? [] : [v];
        });
    const toIntervention = routed.filter((g) => g.route === 'intervention');
    return {
      componentKey: c.key,
      title: c.title,
      kind: c.kind,
      standard: c.standardId !== null ? (standards.get(c.standardId) ?? null) : null,
      scored: scores.length,
      averageScore: mean(scores),
      at100: scores.filter((s) => s >= 100).length,
      interventionKind: isRoutedCheck(c) ? c.intervention.kind : null,
      routedToIntervention: toIntervention.length,
      rechecked: toIntervention.filter((g) => g.recheckScore !== null).length,
      movedTo100: toIntervention.filter((g) => (g.recheckScore ?? 0) >= 100).length,
    };
  });

  const byStandard = new Map<number, typeof checks>();
  for (const c of checks)
    if (c.standard && c.kind !== 8) byStandard.set(c.standard.id, [...(byStandard.get(c.standard.id) ?? []), c]);
  const standardRows = [...byStandard.entries()].map(([id, list]) => {
    const routed = routings.filter(
      (g) => enrolled.has(g.studentId) && list.some((c) => c.componentKey === g.componentKey),
    );
    return {
      standard: standards.get(id)!,
      scored: routed.length,
      averageScore: mean(routed.map((g) => g.score)),
      at100: routed.filter((g) => g.score >= 100).length,
      routedToIntervention: routed.filter((g) => g.route === 'intervention').length,
      movedTo100: routed.filter((g) => g.route === 'intervention' && (g.recheckScore ?? 0) >= 100).length,
    };
  });

  const quick = components.flatMap((c) => {
    const format = cfuFormatOf(c);
    if (format === null) return [];
    const answers = responses.filter(
      (r) => r.componentKey === c.key && r.itemKey === 'cfu' && enrolled.has(r.studentId),
    );
    const correct = cfuCorrect(c);
    return [
      {
        componentKey: c.key,
        prompt: c.kind === 7 ? c.cfu?.prompt || c.title : 'prompt' in c ? c.prompt : '',
        format,
        answered: answers.length,
        correct: correct === undefined ? null : answers.filter((r) => r.value === correct).length,
        tally: tally(
          CFU_OPTIONS[format],
          answers.map((r) => r.value),
        ),
      },
    ];
  });

  const moodOf = new Map(responses.filter((r) => r.itemKey === 'mood').map((r) => [r.studentId, r.value]));
  const joinedCount = students.filter((s) => s.joinedAt !== null).length;
  return {
    enrolled: students.length,
    joined: joinedCount,
    checks,
    standards: standardRows,
    quickChecks: quick,
    moods: tally(
      MOOD_OPTIONS,
      students.map((s) => moodOf.get(s.id)),
    ),
    students: students.map((s) => {
      const scores: Record<string, number> = {};
      for (const c of scored) {
        const v = scoreOf(s.id, c.key);
        if (v !== undefined) scores[c.key] = v;
      }
      const mood = moodOf.get(s.id);
      return {
        id: s.id,
        name: s.name,
        joined: s.joinedAt !== null,
        mood: typeof mood === 'string' ? mood : null,
        quickChecksAnswered: responses.filter((r) => r.studentId === s.id && r.itemKey === 'cfu').length,
        scores,
        routes: routings.filter((g) => g.studentId === s.id).map(({ studentId: _s, ...g }) => g),
      };
    }),
  };
}
