import { ANSWER_TYPES, READ_ALOUD_TYPES, type TStudentQuestionOf } from '@clearsheets/shared';
import { responseOfType, toggleChoice } from '../lib/response-edit';
import { choiceMark, keyChoiceIds } from '../lib/review-marks';
import { speakableText } from '../lib/speakable-text';
import { StatusMark, YourAnswerTag } from './marks';
import { type AnswerAreaProps, letterOf } from './question-context';
import { ReadAloudButton } from './read-aloud';
import { RichText } from './rich-text';

type Props = AnswerAreaProps<TStudentQuestionOf<1> | TStudentQuestionOf<2>>;

const pickedIds = (question: Props['question'], response: Props['response']): string[] => {
  if (question.answerType === ANSWER_TYPES.multiChoice) {
    const id = responseOfType(1, response)?.choiceId;
    return id ? [id] : [];
  }
  return responseOfType(2, response)?.choiceIds ?? [];
};

/** Types 1 (radio group) and 2 (checkboxes): large cards with native inputs, so arrow keys and Space work. */
export function ChoiceAnswer(props: Props) {
  const { question, response, onChange, review, ids, t } = props;
  const multiple = question.answerType === ANSWER_TYPES.selection;
  const picked = pickedIds(question, response);
  if (review) return <ChoiceReview {...props} picked={picked} />;
  const choose = (id: string) =>
    onChange(
      question.answerType === ANSWER_TYPES.multiChoice
        ? { answerType: ANSWER_TYPES.multiChoice, choiceId: id }
        : { answerType: ANSWER_TYPES.selection, choiceIds: toggleChoice(picked, id, true) },
    );
  return (
    <fieldset aria-labelledby={ids.prompt} aria-describedby={ids.instruction} className="cs-q-fieldset cs-q-choices">
      {question.choices.map((choice, i) => {
        const checked = picked.includes(choice.id);
        const letter = letterOf(i);
        return (
          <div key={choice.id} className="cs-q-choice-row">
            <label className="cs-q-choice" data-checked={checked || undefined}>
              <input
                className="cs-q-choice-input"
                type={multiple ? 'checkbox' : 'radio'}
                name={`${ids.base}-choice`}
                value={choice.id}
                // Math-only choices have no text axe or every screen reader can name from MathML: say it in words.
                aria-label={`${letter}. ${speakableText(choice.text)}`}
                checked={checked}
                onChange={() => choose(choice.id)}
              />
              <span className="cs-q-choice-letter" aria-hidden="true">
                {letter}
              </span>
              <span className="cs-q-choice-text">
                <RichText inline text={choice.text} />
              </span>
            </label>
            <ReadAloudButton
              text={choice.text}
              type={READ_ALOUD_TYPES.answer}
              what={t('readAloud.choice', { letter })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

function ChoiceReview({ question, review, ids, t, picked }: Props & { picked: string[] }) {
  const key = keyChoiceIds(review?.correct);
  const multiple = question.answerType === ANSWER_TYPES.selection;
  return (
    <ul className="cs-q-choices" aria-labelledby={ids.prompt}>
      {question.choices.map((choice, i) => {
        const isPicked = picked.includes(choice.id);
        const state = choiceMark(isPicked, key, choice.id, review?.result?.status, multiple);
        const letter = letterOf(i);
        return (
          <li key={choice.id} className="cs-q-choice-row">
            <div className="cs-q-choice is-review" data-state={state}>
              <span className="cs-q-choice-letter" aria-hidden="true">
                {letter}
              </span>
              <span className="cs-q-choice-text">
                <RichText inline text={choice.text} />
              </span>
              {(isPicked || state !== 'none') && (
                <span className="cs-q-choice-marks">
                  {isPicked && <YourAnswerTag t={t} />}
                  <StatusMark state={state} t={t} />
                </span>
              )}
            </div>
            <ReadAloudButton
              text={choice.text}
              type={READ_ALOUD_TYPES.answer}
              what={t('readAloud.choice', { letter })}
            />
          </li>
        );
      })}
    </ul>
  );
}
