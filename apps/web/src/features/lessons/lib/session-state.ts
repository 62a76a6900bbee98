import {
  classSlides,
  type TLessonActivity,
  type TLessonResponse,
  type TLessonRouting,
  type TLessonSessionChanged,
  type TLessonSessionState,
  type TLessonSessionSummary,
  type TSlide,
  ZLessonResponse,
  ZLessonRouting,
  ZLessonSessionStudent,
} from '@clearsheets/shared';

// The live lesson's picture on the teacher's (and the projector's) screen: the `lesson-session:<id>` room's
// snapshot, then each event applied by a pure reducer. Events carry whole rows (a response, a routing, a
// student), replaced by their key, so an event applied twice (in the snapshot and queued after it) changes
// nothing.

export type LessonStudent = TLessonSessionState['students'][number];

export type LessonSessionAction =
  | { type: 'snapshot'; state: TLessonSessionState }
  | { type: 'changed'; event: TLessonSessionChanged }
  | { type: 'activity'; event: TLessonActivity }
  | { type: 'summary'; session: TLessonSessionSummary }
  | { type: 'routing'; routing: TLessonRouting };

const responseKey = (r: Pick<TLessonResponse, 'studentId' | 'componentKey' | 'itemKey'>) =>
  `${r.studentId}|${r.componentKey}|${r.itemKey}`;
const routingKey = (r: Pick<TLessonRouting, 'studentId' | 'componentKey'>) => `${r.studentId}|${r.componentKey}`;

/** Replaces rows by key (the incoming row wins), keeping the order of those already there and adding new ones. */
function replaceByKey<T>(rows: readonly T[], incoming: readonly T[], keyOf: (row: T) => string): T[] {
  if (incoming.length === 0) return rows as T[];
  const byKey = new Map(incoming.map((row) => [keyOf(row), row]));
  const next = rows.map((row) => {
    const key = keyOf(row);
    const replacement = byKey.get(key);
    if (!replacement) return row;
    byKey.delete(key);
    return replacement;
  });
  return [...next, ...byKey.values()];
}

export const mergeResponses = (rows: readonly TLessonResponse[], incoming: readonly TLessonResponse[]) =>
  replaceByKey(rows, incoming, responseKey);
export const mergeRoutings = (rows: readonly TLessonRouting[], incoming: readonly TLessonRouting[]) =>
  replaceByKey(rows, incoming, routingKey);
export const mergeStudents = (rows: readonly LessonStudent[], incoming: readonly LessonStudent[]) =>
  replaceByKey(rows, incoming, (s) => String(s.id));

/** The rows of an event that read as the contract says; anything else is left out rather than trusted. */
function parseRows<T>(rows: readonly unknown[] | undefined, parse: (row: unknown) => T | null): T[] {
  const out: T[] = [];
  for (const row of rows ?? []) {
    const parsed = parse(row);
    if (parsed) out.push(parsed);
  }
  return out;
}

/** The reducer of the teacher's live lesson (null until the first snapshot or read). */
export function lessonSessionReducer(
  state: TLessonSessionState | null,
  action: LessonSessionAction,
): TLessonSessionState | null {
  if (action.type === 'snapshot') return action.state;
  if (!state) return state;
  switch (action.type) {
    case 'summary':
      if (action.session.id !== state.session.id) return state;
      return { ...state, session: action.session };
    case 'changed': {
      const { event } = action;
      if (event.sessionId !== state.session.id) return state;
      return {
        ...state,
        session: { ...state.session, status: event.status, slideIndex: event.slideIndex, showNames: event.showNames },
      };
    }
    case 'routing':
      return { ...state, routings: mergeRoutings(state.routings, [action.routing]) };
    case 'activity': {
      const { event } = action;
      if (event.sessionId !== state.session.id) return state;
      const student = event.student ? ZLessonSessionStudent.safeParse(event.student) : null;
      const responses = parseRows(event.responses, (r) => {
        const parsed = ZLessonResponse.safeParse(r);
        return parsed.success ? parsed.data : null;
      });
      const routings = parseRows(event.routings, (r) => {
        const parsed = ZLessonRouting.safeParse(r);
        return parsed.success ? parsed.data : null;
      });
      return {
        ...state,
        students: student?.success ? mergeStudents(state.students, [student.data]) : state.students,
        responses: mergeResponses(state.responses, responses),
        routings: mergeRoutings(state.routings, routings),
      };
    }
  }
}

/** The slide everyone is on (the class slides only: what the teacher steps through). */
export function currentSlideOf(state: TLessonSessionState): { slide: TSlide | null; index: number; count: number } {
  const slides = classSlides(state.content);
  const index = Math.min(Math.max(0, state.session.slideIndex), Math.max(0, slides.length - 1));
  return { slide: slides[index] ?? null, index, count: slides.length };
}
