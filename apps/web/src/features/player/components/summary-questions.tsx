import type { TAttemptSummary, TResponse, TStudentQuestion } from '@clearsheets/shared';
import { Button, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { ScoreValue } from '../../../components/score-value';
import { plainText, QuestionView } from '../../questions';
import type { PlayerT } from '../i18n';
import { usePlayerT } from '../i18n';

type SummaryQuestion = TAttemptSummary['questions'][number];

/** Wide screens show every answer open; a phone starts with one summary row per question (a page, not a scroll). */
const WIDE = '(min-width: 48em)';
const startsOpen = () => typeof window !== 'undefined' && window.matchMedia(WIDE).matches;

/**
 * Every answer with its result: a row per question (number, prompt, right or wrong, points) that opens to the
 * question with the student's answer, the correct answer and the teacher's feedback (with its read-aloud).
 * `openAll` starts every row open (the short "still waiting" list is what the student came to read).
 */
export function SummaryQuestions({
  questions,
  readAloud,
  grade,
  openAll = false,
}: {
  questions: SummaryQuestion[];
  readAloud: boolean;
  grade: string;
  openAll?: boolean;
}) {
  const t = usePlayerT();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(openAll || startsOpen() ? questions.map((q) => q.questionId) : []),
  );
  const allOpen = questions.every((q) => open.has(q.questionId));
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <>
      {questions.length > 1 && (
        <Button
          variant="subtle"
          color="violet"
          size="md"
          mb="sm"
          className="cs-summary-all"
          onClick={() => setOpen(new Set(allOpen ? [] : questions.map((q) => q.questionId)))}
        >
          {allOpen ? t('summary.hideAll') : t('summary.showAll')}
        </Button>
      )}
      <ol className="cs-summary-list">
        {questions.map((q) => (
          <SummaryEntry
            key={q.questionId}
            q={q}
            open={open.has(q.questionId)}
            onToggle={() => toggle(q.questionId)}
            readAloud={readAloud}
            grade={grade}
            t={t}
          />
        ))}
      </ol>
    </>
  );
}

const MARK_ICONS = { correct: '✓', incorrect: '✗', partial: '◐', pending: '⏱', ungraded: '–' } as const;

function SummaryEntry({
  q,
  open,
  onToggle,
  readAloud,
  grade,
  t,
}: {
  q: SummaryQuestion;
  open: boolean;
  onToggle: () => void;
  readAloud: boolean;
  grade: string;
  t: PlayerT;
}) {
  const panelId = useId();
  const question = q.question as unknown as TStudentQuestion;
  const status = q.result?.status ?? null;
  const scored = q.result && status !== 'pending' && status !== 'ungraded';
  return (
    <li className="cs-summary-item" data-open={open || undefined}>
      <h3 className="cs-summary-row-heading">
        <button
          type="button"
          className="cs-summary-row"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="cs-summary-num">
            <VisuallyHidden>{`${t('summary.question')} `}</VisuallyHidden>
            {q.number}
          </span>
          <span className="cs-summary-prompt">{plainText(question.prompt)}</span>
          <span className="cs-summary-meta">
            {status && (
              <span className="cs-summary-mark" data-state={status}>
                <span aria-hidden="true">{MARK_ICONS[status]}</span>
                {t(`summary.mark.${status}`)}
              </span>
            )}
            {scored && q.result && (
              <span className="cs-summary-points">
                <ScoreValue
                  score={q.result.score}
                  maxScore={q.result.maxScore}
                  grade={grade}
                  size="sm"
                  withPercent={false}
                />
              </span>
            )}
          </span>
          <span className="cs-summary-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} className="cs-summary-detail" hidden={!open}>
        {open && (
          <QuestionView
            question={question}
            response={(q.answer ?? undefined) as TResponse | undefined}
            mode="review"
            result={q.result ?? undefined}
            grade={grade}
            readAloud={readAloud}
            number={q.number}
            headingOrder={4}
          />
        )}
      </div>
    </li>
  );
}
