import { READ_ALOUD_TYPES } from '@clearsheets/shared';
import { useId } from 'react';
import { ScoreStars, useScoreText } from '../../../components/score-value';
import { shownScore } from '../../../lib/score-display';
import type { QuestionLang, QuestionsT } from '../i18n';
import type { MarkState, QuestionResult } from '../lib/review-marks';
import { StatusMark } from './marks';
import { ReadAloudButton } from './read-aloud';
import { RichText } from './rich-text';

const formatScore = (value: number, lang: QuestionLang) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 2 }).format(value);

/**
 * The question's status and score ("Partially correct · Score: 1.5 of 3 points"); pending says who grades.
 * With a `grade` (student screens) the score is shown by grade band: stars, whole points or one decimal.
 */
export function ResultSummary({
  result,
  t,
  lang,
  grade,
}: {
  result: QuestionResult;
  t: QuestionsT;
  lang: QuestionLang;
  grade?: string | null;
}) {
  const state: MarkState = result.status === 'ungraded' ? 'none' : result.status;
  return (
    <div className="cs-q-result" data-state={result.status}>
      {state === 'none' ? (
        <span className="cs-q-mark">{t('status.ungraded')}</span>
      ) : (
        <StatusMark state={state} t={t} />
      )}
      {result.status !== 'ungraded' &&
        result.status !== 'pending' &&
        (grade === undefined ? (
          <span className="cs-q-score">
            {t('score', { score: formatScore(result.score, lang), count: result.maxScore })}
          </span>
        ) : (
          <BandedScore result={result} t={t} lang={lang} grade={grade} />
        ))}
      {result.status === 'pending' && <span className="cs-q-score">{t('pendingNote')}</span>}
    </div>
  );
}

/** A student's score on one question by grade band ("Score: 2 of 3 points", or stars named by the percent). */
function BandedScore({
  result,
  t,
  lang,
  grade,
}: {
  result: QuestionResult;
  t: QuestionsT;
  lang: QuestionLang;
  grade: string | null;
}) {
  const text = useScoreText(lang);
  const shown = shownScore(result.score, result.maxScore, grade);
  if (shown.band === 'stars')
    return (
      <span className="cs-q-score">
        <ScoreStars stars={shown.stars} label={text.points(shown)} size="sm" />
      </span>
    );
  return <span className="cs-q-score">{t('score', { score: formatScore(shown.score, lang), count: shown.max })}</span>;
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
