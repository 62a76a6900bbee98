import {
  ANSWER_TYPES,
  parseTemplate,
  QUESTION_LIMITS,
  READ_ALOUD_TYPES,
  type TemplateSegment,
  type TStudentQuestionOf,
} from '@clearsheets/shared';
import { useMemo } from 'react';
import { partValue, responseOfType, setPart } from '../lib/response-edit';
import { partMark } from '../lib/review-marks';
import { plainText } from '../lib/speakable-text';
import { StatusMark } from './marks';
import type { AnswerAreaProps } from './question-context';
import { ReadAloudButton } from './read-aloud';
import { RichText } from './rich-text';

type Props = AnswerAreaProps<TStudentQuestionOf<6> | TStudentQuestionOf<10>>;

/** The part ids in reading order, and each one's label: "Blank 1", "Drop-down 2". */
const usePartLabels = (question: Props['question'], t: Props['t']) =>
  useMemo(() => {
    const list =
      question.answerType === ANSWER_TYPES.inlineTextResponse ? question.blankIds : question.dropdowns.map((d) => d.id);
    const key = question.answerType === ANSWER_TYPES.inlineTextResponse ? 'blank' : 'dropdown';
    return new Map(list.map((id, i) => [id, t(key, { number: i + 1 })]));
  }, [question, t]);

/** Types 6 (text boxes) and 10 (native drop-downs) inside the sentence, each labelled by its number. */
export function InlineAnswer({ question, response, onChange, review, ids, t }: Props) {
  const segments = useMemo(() => parseTemplate(question.template), [question.template]);
  const labels = usePartLabels(question, t);
  const answers =
    question.answerType === ANSWER_TYPES.inlineTextResponse
      ? responseOfType(6, response)?.blanks
      : responseOfType(10, response)?.selections;
  const options = useMemo(
    () =>
      new Map(
        question.answerType === ANSWER_TYPES.inlineChoice ? question.dropdowns.map((d) => [d.id, d.options]) : [],
      ),
    [question],
  );
  const optionText = (partId: string, optionId: string) =>
    options.get(partId)?.find((o) => o.id === optionId)?.text ?? '';
  const answerText = (partId: string, value: string) =>
    question.answerType === ANSWER_TYPES.inlineChoice ? optionText(partId, value) : value;
  // Option texts are question content (TeX allowed); typed answers are shown exactly as typed.
  // Options are rich text; a typed blank or its key with math between $...$ is rendered too, other typed text
  // stays exactly as typed (a "*" is a star, not emphasis).
  const answerNode = (text: string) =>
    question.answerType === ANSWER_TYPES.inlineChoice || text.includes('$') ? <RichText inline text={text} /> : text;

  const set = (id: string, value: string) =>
    onChange(
      question.answerType === ANSWER_TYPES.inlineTextResponse
        ? { answerType: ANSWER_TYPES.inlineTextResponse, blanks: setPart(answers ?? {}, id, value) }
        : { answerType: ANSWER_TYPES.inlineChoice, selections: setPart(answers ?? {}, id, value) },
    );

  const renderGap = (segment: Exclude<TemplateSegment, { kind: 'text' }>) => {
    const label = labels.get(segment.id);
    if (!label) return <span aria-hidden="true">____</span>;
    const value = partValue(answers, segment.id);
    if (review) {
      const state = partMark(review.parts, segment.id);
      const shown = answerText(segment.id, value);
      return (
        <span className="cs-q-gap-answer" data-state={state}>
          <span className="cs-q-sr">{`${label}: `}</span>
          {shown ? answerNode(shown) : <span aria-hidden="true">—</span>}
          {!shown && <span className="cs-q-sr">{t('noAnswer')}</span>}
        </span>
      );
    }
    if (segment.kind === 'blank')
      return (
        <input
          type="text"
          className="cs-q-blank"
          aria-label={label}
          value={value}
          maxLength={QUESTION_LIMITS.shortResponseMax}
          onChange={(e) => set(segment.id, e.currentTarget.value)}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
        />
      );
    return (
      <select
        className="cs-q-dropdown"
        aria-label={label}
        value={value}
        onChange={(e) => set(segment.id, e.currentTarget.value)}
      >
        <option value="">{t('chooseOption')}</option>
        {(options.get(segment.id) ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {plainText(o.text)}
          </option>
        ))}
      </select>
    );
  };

  const sentence = (
    <p className="cs-q-sentence">
      {segments.map((segment, i) =>
        segment.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments come from the template, in order
          <RichText key={i} inline text={segment.text} />
        ) : (
          <span key={`${segment.kind}:${segment.id}`}>{renderGap(segment)}</span>
        ),
      )}
    </p>
  );
  if (!review)
    return (
      <fieldset className="cs-q-fieldset" aria-labelledby={ids.prompt} aria-describedby={ids.instruction}>
        {sentence}
      </fieldset>
    );

  const correct =
    question.answerType === ANSWER_TYPES.inlineTextResponse
      ? responseOfType(6, review.correct)?.blanks
      : responseOfType(10, review.correct)?.selections;
  return (
    <div className="cs-q-inline-review">
      {sentence}
      <ol className="cs-q-parts">
        {[...labels].map(([id, label]) => {
          const state = partMark(review.parts, id);
          const mine = answerText(id, partValue(answers, id));
          const key = correct ? answerText(id, partValue(correct, id)) : '';
          return (
            <li key={id} className="cs-q-part" data-state={state}>
              <span className="cs-q-part-name">{label}</span>
              <span className="cs-q-part-line">
                <span>
                  {t('yourAnswer')}: {mine ? <strong>{answerNode(mine)}</strong> : <em>{t('noAnswer')}</em>}
                </span>
                <StatusMark state={state} t={t} />
                <ReadAloudButton
                  text={mine}
                  type={READ_ALOUD_TYPES.clozeAnswer}
                  what={t('readAloud.yourAnswerPart', { part: label })}
                />
              </span>
              {key && state !== 'correct' && (
                <span className="cs-q-part-line">
                  <span>
                    {t('correctAnswer')}: <strong>{answerNode(key)}</strong>
                  </span>
                  <ReadAloudButton
                    text={key}
                    type={READ_ALOUD_TYPES.clozeCorrectAnswer}
                    what={t('readAloud.correctAnswerPart', { part: label })}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
