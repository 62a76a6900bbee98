import { READ_ALOUD_TYPES } from '@clearsheets/shared';
import { useId } from 'react';
import type { QuestionLang, QuestionsT } from '../i18n';
import type { MarkState, QuestionResult } from '../lib/review-marks';
import { StatusMark } from './marks';
import { ReadAloudButton } from './read-aloud';
import { RichText } from './rich-text';

const formatScore = (value: number, lang: QuestionLang) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 2 }).format(value);

/** The question's status and score ("Partially correct · Score: 1.5 of 3 points"); pending says who grades. */
export function ResultSummary({ result, t, lang }: { result: QuestionResult; t: QuestionsT; lang: QuestionLang }) {
  const state: MarkState = result.status === 'ungraded' ? 'none' : result.status;
  return (
    <div className="cs-q-result" data-state={result.status}>
      {state === 'none' ? (
        <span className="cs-q-mark">{t('status.ungraded')}</span>
      ) : (
        <StatusMark state={state} t={t} />
      )}
      {result.status !== 'ungraded' && result.status !== 'pending' && (
        <span className="cs-q-score">
          {t('score', { score: formatScore(result.score, lang), count: result.maxScore })}
        </span>
      )}
      {result.status === 'pending' && <span className="cs-q-score">{t('pendingNote')}</span>}
    </div>
  );
}

/** The teacher's written feedback on the answer, with its own read-aloud (type 10). */
export function TeacherFeedback({
  feedback,
  t,
  headingOrder,
}: {
  feedback: string;
  t: QuestionsT;
  headingOrder: 2 | 3 | 4;
}) {
  const id = useId();
  const Heading = `h${Math.min(headingOrder + 1, 6)}` as 'h3' | 'h4' | 'h5';
  return (
    <section className="cs-q-feedback" aria-labelledby={id}>
      <div className="cs-q-feedback-head">
        <Heading id={id} className="cs-q-feedback-title">
          {t('feedback')}
        </Heading>
        <ReadAloudButton
          text={feedback}
          type={READ_ALOUD_TYPES.constructedResponseFeedback}
          what={t('readAloud.feedback')}
        />
      </div>
      <RichText text={feedback} />
    </section>
  );
}
