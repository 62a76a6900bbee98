import { ANSWER_TYPES, QUESTION_LIMITS, READ_ALOUD_TYPES, type TStudentQuestionOf } from '@clearsheets/shared';
import { Textarea, TextInput } from '@mantine/core';
import { responseOfType } from '../lib/response-edit';
import type { MarkState } from '../lib/review-marks';
import { StatusMark } from './marks';
import type { AnswerAreaProps } from './question-context';
import { ReadAloudButton } from './read-aloud';
import { RichText } from './rich-text';

type Props = AnswerAreaProps<TStudentQuestionOf<3> | TStudentQuestionOf<8> | TStudentQuestionOf<9>>;

// Typed answers are checked as typed: no autocorrect or capitalisation by the phone keyboard.
const typedInputProps = { autoComplete: 'off', autoCorrect: 'off', autoCapitalize: 'off', spellCheck: false } as const;

/** Types 3 (one line, 500 characters), 8 and 9 (long answers). */
export function TextAnswer({ question, response, onChange, review, ids, t }: Props) {
  const text = responseOfType(question.answerType, response)?.text ?? '';
  if (review) {
    const status = review.result?.status;
    const state: MarkState =
      question.answerType === ANSWER_TYPES.notGraded || !status || status === 'ungraded'
        ? 'none'
        : (status as MarkState);
    const key = question.answerType === ANSWER_TYPES.textResponse ? responseOfType(3, review.correct)?.text : undefined;
    return (
      <div className="cs-q-typed-group">
        <TypedBox label={t('yourAnswer')} text={text} state={state} what={t('readAloud.yourAnswer')} t={t} />
        {key && state !== 'correct' && (
          <TypedBox label={t('correctAnswer')} text={key} state="missed" what={t('readAloud.correctAnswer')} t={t} />
        )}
      </div>
    );
  }
  const change = (value: string) => onChange({ answerType: question.answerType, text: value });
  // Like every answer area: a group named by the prompt and described by the instruction (Mantine sets the
  // control's own aria-describedby, so it is said on the group).
  const field =
    question.answerType === ANSWER_TYPES.textResponse ? (
      <TextInput
        label={t('yourAnswer')}
        size="lg"
        radius="md"
        value={text}
        maxLength={QUESTION_LIMITS.shortResponseMax}
        onChange={(e) => change(e.currentTarget.value)}
        classNames={{ label: 'cs-q-field-label' }}
        {...typedInputProps}
      />
    ) : (
      <Textarea
        label={t('yourAnswer')}
        size="lg"
        radius="md"
        autosize
        minRows={5}
        maxRows={16}
        value={text}
        maxLength={QUESTION_LIMITS.longResponseMax}
        onChange={(e) => change(e.currentTarget.value)}
        classNames={{ label: 'cs-q-field-label' }}
      />
    );
  return (
    <fieldset className="cs-q-fieldset" aria-labelledby={ids.prompt} aria-describedby={ids.instruction}>
      {field}
    </fieldset>
  );
}

function TypedBox({
  label,
  text,
  state,
  what,
  t,
}: {
  label: string;
  text: string;
  state: MarkState;
  what: string;
  t: Props['t'];
}) {
  return (
    <div className="cs-q-typed" data-state={state}>
      <div className="cs-q-typed-head">
        <span className="cs-q-typed-label">{label}</span>
        {state !== 'missed' && <StatusMark state={state} t={t} />}
        <ReadAloudButton text={text} type={READ_ALOUD_TYPES.answer} what={what} />
      </div>
      {/* Math typed between $...$ is rendered; other typed text stays exactly as typed. */}
      {!text.trim() ? (
        <p className="cs-q-typed-empty">{t('noAnswer')}</p>
      ) : text.includes('$') ? (
        <RichText text={text} className="cs-q-typed-text" />
      ) : (
        <p className="cs-q-typed-text">{text}</p>
      )}
    </div>
  );
}
