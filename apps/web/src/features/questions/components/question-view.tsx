import {
  ANSWER_TYPES,
  isOwnImageUrl,
  READ_ALOUD_TYPES,
  type TResponse,
  type TStudentQuestion,
} from '@clearsheets/shared';
import { useId, useMemo, useState } from 'react';
import { type QuestionLang, type QuestionsT, translateInstruction, useQuestionsT } from '../i18n';
import { partResults, type QuestionResult } from '../lib/review-marks';
import { speakableTemplate } from '../lib/speakable-text';
import { ChoiceAnswer } from './choice-answer';
import { HintToggle } from './hint-toggle';
import { ImageAnswer } from './image-answer';
import { InlineAnswer } from './inline-answer';
import { OrderingAnswer } from './ordering-answer';
import { PassagePanel } from './passage-panel';
import { type AnswerAreaProps, QuestionUiContext, type ReviewInfo } from './question-context';
import { ReadAloudButton, type ReadAloudType } from './read-aloud';
import { ResultSummary, TeacherFeedback } from './result-summary';
import { RichText } from './rich-text';
import { TableAnswer } from './table-answer';
import { TextAnswer } from './text-answer';

export type QuestionViewMode = 'answer' | 'review' | 'preview';

export interface QuestionViewProps {
  /** The student's view of the question (`toStudentQuestion`): never the answer key. */
  question: TStudentQuestion;
  /** The student's answer so far (undefined: nothing yet; ordering then shows the order it was shown in). */
  response: TResponse | undefined;
  /** Every change in answer mode; preview without it keeps a throwaway answer of its own. */
  onChange?: (response: TResponse) => void;
  /**
   * answer: the student works; review: the answer read-only with `result` marks (grading, results, monitor);
   * preview: as the student will see it, nothing saved (library, studio).
   */
  mode: QuestionViewMode;
  result?: QuestionResult;
  /** A student's class grade: their score is shown by grade band (stars for K-2); staff screens leave it out. */
  grade?: string | null;
  /** Speaker buttons on the passage, prompt, hint, choices and answers (the student's setting). */
  readAloud?: boolean;
  /** The read-aloud type of the hint: a worksheet question's hint (9) unless told (a lesson's: 8). */
  hintReadAloudType?: ReadAloudType;
  /** Texts and voice in this language; defaults to the screen's. */
  lang?: QuestionLang;
  /** Shows "Question {number}" as the heading; without it the heading says "Question". */
  number?: number;
  /** Heading level of the question (and its passage) in the page; 2 by default. */
  headingOrder?: 2 | 3 | 4;
  /** The page shows the passage itself (once for several questions). */
  hidePassage?: boolean;
  className?: string;
}

/** One question of any of the ten answer types, for the player, previews, grading and the live monitor. */
export function QuestionView(props: QuestionViewProps) {
  // A new question starts from a clean slate: its own throwaway preview answer, focus and announcements.
  return <QuestionViewBody key={props.question.id} {...props} />;
}

function QuestionViewBody({
  question,
  response,
  onChange,
  mode,
  result,
  grade,
  readAloud = false,
  hintReadAloudType,
  lang,
  number,
  headingOrder = 2,
  hidePassage = false,
  className,
}: QuestionViewProps) {
  const { t, lang: current } = useQuestionsT(lang);
  const base = useId();
  const ids = { base, heading: `${base}-h`, prompt: `${base}-p`, instruction: `${base}-i` };
  const [draft, setDraft] = useState<TResponse | undefined>(undefined);
  const review = mode === 'review';
  const local = !onChange && !review;
  const shown = local ? (draft ?? response) : response;
  const ui = useMemo(() => ({ readAloud, lang }), [readAloud, lang]);
  // Only this install's images are ever fetched (docs/decisions/0016), whatever an older question holds.
  const images = question.images.filter((image) => isOwnImageUrl(image.url));
  const reviewInfo: ReviewInfo | null = useMemo(
    () => (review ? { result, parts: partResults(result), correct: result?.correctResponse ?? null } : null),
    [review, result],
  );
  const Heading = `h${headingOrder}` as const;
  const areaProps: AnswerAreaProps = {
    question,
    response: shown,
    onChange: (next) => {
      if (review) return;
      if (onChange) onChange(next);
      else setDraft(next);
    },
    review: reviewInfo,
    ids,
    t,
    lang: current,
  };
  return (
    <QuestionUiContext.Provider value={ui}>
      <article
        className={`cs-q${className ? ` ${className}` : ''}`}
        aria-labelledby={ids.heading}
        data-answer-type={question.answerType}
        data-mode={mode}
      >
        {question.passage && !hidePassage && (
          <PassagePanel passage={question.passage} lang={lang} headingOrder={headingOrder} />
        )}
        <header className="cs-q-head">
          <Heading id={ids.heading} className="cs-q-title">
            {number === undefined ? t('question') : t('questionNumber', { number })}
          </Heading>
          <span className="cs-q-points">{t('points', { count: question.points })}</span>
          {review && result && <ResultSummary result={result} t={t} lang={current} grade={grade} />}
        </header>
        <div className="cs-q-prompt-row">
          <RichText id={ids.prompt} className="cs-q-prompt" text={question.prompt} />
          <ReadAloudButton
            text={questionReading(question, t, current)}
            type={READ_ALOUD_TYPES.question}
            what={t('readAloud.question')}
          />
        </div>
        {images.length > 0 && (
          <div className="cs-q-figures">
            {images.map((image) => (
              <figure key={image.url} className="cs-q-figure">
                <img src={image.url} alt={image.alt} loading="lazy" decoding="async" />
              </figure>
            ))}
          </div>
        )}
        {question.hint && <HintToggle hint={question.hint} lang={lang} readAloudType={hintReadAloudType} />}
        <p id={ids.instruction} className="cs-q-instruction">
          {translateInstruction(t, question.instruction)}
        </p>
        <div className="cs-q-answer">
          <AnswerArea {...areaProps} />
        </div>
        {review && result?.feedback?.trim() && (
          <TeacherFeedback feedback={result.feedback} t={t} headingOrder={headingOrder} />
        )}
      </article>
    </QuestionUiContext.Provider>
  );
}

function AnswerArea(props: AnswerAreaProps) {
  const { question } = props;
  switch (question.answerType) {
    case ANSWER_TYPES.multiChoice:
    case ANSWER_TYPES.selection:
      return <ChoiceAnswer {...props} question={question} />;
    case ANSWER_TYPES.textResponse:
    case ANSWER_TYPES.notGraded:
    case ANSWER_TYPES.constructedResponse:
      return <TextAnswer {...props} question={question} />;
    case ANSWER_TYPES.ordering:
      return <OrderingAnswer {...props} question={question} />;
    case ANSWER_TYPES.imageSelection:
      return <ImageAnswer {...props} question={question} />;
    case ANSWER_TYPES.inlineTextResponse:
    case ANSWER_TYPES.inlineChoice:
      return <InlineAnswer {...props} question={question} />;
    case ANSWER_TYPES.tableFillIn:
      return <TableAnswer {...props} question={question} />;
  }
}

/** What "Read aloud: question" says: the prompt, and for sentences with gaps the sentence with its gaps named. */
const questionReading = (question: TStudentQuestion, t: QuestionsT, lang: QuestionLang): string => {
  if (question.answerType !== ANSWER_TYPES.inlineTextResponse && question.answerType !== ANSWER_TYPES.inlineChoice)
    return question.prompt;
  const sentence = speakableTemplate(
    question.template,
    (kind, _id, index) => t(kind === 'blank' ? 'blank' : 'dropdown', { number: index + 1 }),
    lang,
  );
  return `${question.prompt}\n\n${sentence}`;
};
