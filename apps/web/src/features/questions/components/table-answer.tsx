import { ANSWER_TYPES, QUESTION_LIMITS, type TStudentQuestionOf } from '@clearsheets/shared';
import { partValue, responseOfType, setPart } from '../lib/response-edit';
import { partMark } from '../lib/review-marks';
import { plainText } from '../lib/speakable-text';
import { StatusMark } from './marks';
import type { AnswerAreaProps } from './question-context';
import { RichText } from './rich-text';

type Props = AnswerAreaProps<TStudentQuestionOf<7>>;

/** Type 7: a table with a text box in each blank cell, labelled by its column and row; it scrolls on its own. */
export function TableAnswer({ question, response, onChange, review, ids, t }: Props) {
  const cells = responseOfType(7, response)?.cells;
  const correct = responseOfType(7, review?.correct)?.cells;
  const columnName = (c: number) => plainText(question.columns[c]?.header ?? '') || t('column', { number: c + 1 });
  const scrollProps = review ? { tabIndex: 0, role: 'region', 'aria-label': t('table') } : {};
  return (
    <div className="cs-q-table-wrap" {...scrollProps}>
      <table className="cs-q-table" aria-labelledby={ids.prompt} aria-describedby={ids.instruction}>
        <thead>
          <tr>
            {question.columns.map((column, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              <th key={c} scope="col">
                {column.header.trim() ? (
                  <RichText inline text={column.header} />
                ) : (
                  <span className="cs-q-sr">{columnName(c)}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {question.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            <tr key={r}>
              {row.cells.map((cell, c) => {
                if (cell.kind === 'given')
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <td key={c}>
                      <RichText inline text={cell.text} />
                    </td>
                  );
                const label = t('cell', { column: columnName(c), row: r + 1 });
                const value = partValue(cells, cell.id);
                if (!review)
                  return (
                    <td key={cell.id} className="cs-q-cell-blank">
                      <input
                        type="text"
                        className="cs-q-cell-input"
                        aria-label={label}
                        value={value}
                        maxLength={QUESTION_LIMITS.shortResponseMax}
                        onChange={(e) =>
                          onChange({
                            answerType: ANSWER_TYPES.tableFillIn,
                            cells: setPart(cells ?? {}, cell.id, e.currentTarget.value),
                          })
                        }
                        autoComplete="off"
                        autoCorrect="off"
                        autoCapitalize="off"
                        spellCheck={false}
                      />
                    </td>
                  );
                const state = partMark(review.parts, cell.id);
                const key = correct ? partValue(correct, cell.id) : '';
                return (
                  <td key={cell.id} className="cs-q-cell-blank" data-state={state}>
                    <span className="cs-q-cell-answer">
                      {value ? value : <span aria-hidden="true">—</span>}
                      {!value && <span className="cs-q-sr">{t('noAnswer')}</span>}
                    </span>
                    <StatusMark state={state} t={t} iconOnly />
                    {key && state !== 'correct' && (
                      <span className="cs-q-cell-key">
                        {t('correctAnswer')}: {key}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
