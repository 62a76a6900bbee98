import type { TGradingScale } from '@clearsheets/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { TGradingQueueItem } from '../api/results-queries';
import type { RubricValue } from '../components/rubric-grader';
import { anonymousNumbers } from '../lib/paths';
import { defaultScale } from '../lib/scale-score';
import { findSnapshotQuestion } from '../lib/snapshot-question';

/**
 * The grading page's state: which response is open, a draft per response (so skipping and coming back keeps
 * what was chosen), and stable stand-in numbers for hidden names.
 */
export function useGradingSession(
  items: TGradingQueueItem[],
  scales: TGradingScale[],
  questions: Record<string, unknown>[] | undefined,
) {
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Map<number, RubricValue>>(new Map());
  const numbers = useRef<Map<number, number>>(new Map());
  numbers.current = anonymousNumbers(
    items.map((i) => i.studentId),
    numbers.current,
  );

  const index = Math.max(
    0,
    items.findIndex((i) => i.responseId === currentId),
  );
  const current = items[index] ?? null;

  const initialDraft = useCallback(
    (item: TGradingQueueItem): RubricValue => {
      const preferred =
        item.gradingScaleId ?? findSnapshotQuestion(questions, item.questionId)?.content?.gradingScaleId;
      return { scaleId: defaultScale(scales, preferred, item.maxScore)?.id ?? null, score: null, feedback: '' };
    },
    [scales, questions],
  );

  const draft = useMemo(
    () => (current ? (drafts.get(current.responseId) ?? initialDraft(current)) : null),
    [current, drafts, initialDraft],
  );

  const setDraft = useCallback(
    (next: RubricValue) => {
      if (!current) return;
      setDrafts((old) => new Map(old).set(current.responseId, next));
    },
    [current],
  );

  const forget = useCallback((responseId: number) => {
    setDrafts((old) => {
      const copy = new Map(old);
      copy.delete(responseId);
      return copy;
    });
  }, []);

  const previous = index > 0 ? items[index - 1] : undefined;
  const next = index < items.length - 1 ? items[index + 1] : undefined;
  /** Where to go once the current one is graded: the next one, else the one before. */
  const afterSave = next ?? previous ?? null;

  return {
    current,
    index,
    draft,
    setDraft,
    forget,
    select: setCurrentId,
    previousId: previous?.responseId ?? null,
    nextId: next?.responseId ?? null,
    afterSaveId: afterSave?.responseId ?? null,
    anonymousNumber: (studentId: number) => numbers.current.get(studentId) ?? 0,
  };
}
