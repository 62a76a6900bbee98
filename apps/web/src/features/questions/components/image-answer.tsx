import {
  ANSWER_TYPES,
  isOwnImageUrl,
  READ_ALOUD_TYPES,
  type TStudentImageChoice,
  type TStudentQuestionOf,
} from '@clearsheets/shared';
import { responseOfType, toggleChoice } from '../lib/response-edit';
import { choiceMark, keyChoiceIds } from '../lib/review-marks';
import { CheckIcon } from './icons';
import { StatusMark, YourAnswerTag } from './marks';
import type { AnswerAreaProps } from './question-context';
import { ReadAloudButton } from './read-aloud';

type Props = AnswerAreaProps<TStudentQuestionOf<5>>;

/** The picture, or its alt text when the address is not this install's (never fetched: docs/decisions/0016). */
function ChoiceImage({ choice }: { choice: TStudentImageChoice }) {
  if (!isOwnImageUrl(choice.url)) return <span className="cs-q-image-alt">{choice.alt}</span>;
  return <img src={choice.url} alt={choice.alt} loading="lazy" decoding="async" />;
}

/** Type 5: pictures as toggle buttons (aria-pressed), named by their alt text; one or several may be on. */
export function ImageAnswer({ question, response, onChange, review, ids, t }: Props) {
  const picked = responseOfType(5, response)?.choiceIds ?? [];
  if (review) {
    const key = keyChoiceIds(review.correct);
    return (
      <ul className="cs-q-image-grid" aria-labelledby={ids.prompt}>
        {question.choices.map((choice, i) => {
          const isPicked = picked.includes(choice.id);
          const state = choiceMark(isPicked, key, choice.id, review.result?.status, question.multiple);
          return (
            <li key={choice.id} className="cs-q-image-cell">
              <div className="cs-q-image-choice is-review" data-state={state} data-picked={isPicked || undefined}>
                <span className="cs-q-image-frame">
                  <ChoiceImage choice={choice} />
                </span>
              </div>
              <div className="cs-q-image-foot">
                {isPicked && <YourAnswerTag t={t} />}
                <StatusMark state={state} t={t} />
                <ReadAloudButton
                  text={choice.alt}
                  type={READ_ALOUD_TYPES.answer}
                  what={t('readAloud.picture', { number: i + 1 })}
                />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <fieldset aria-labelledby={ids.prompt} aria-describedby={ids.instruction} className="cs-q-fieldset cs-q-image-grid">
      {question.choices.map((choice, i) => {
        const pressed = picked.includes(choice.id);
        return (
          <div key={choice.id} className="cs-q-image-cell">
            <button
              type="button"
              className="cs-q-image-choice"
              aria-pressed={pressed}
              onClick={() =>
                onChange({
                  answerType: ANSWER_TYPES.imageSelection,
                  choiceIds: toggleChoice(picked, choice.id, question.multiple),
                })
              }
            >
              <span className="cs-q-image-frame">
                <ChoiceImage choice={choice} />
              </span>
              <span className="cs-q-image-check" aria-hidden="true">
                <CheckIcon size={20} />
              </span>
            </button>
            <div className="cs-q-image-foot">
              <ReadAloudButton
                text={choice.alt}
                type={READ_ALOUD_TYPES.answer}
                what={t('readAloud.picture', { number: i + 1 })}
              />
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
