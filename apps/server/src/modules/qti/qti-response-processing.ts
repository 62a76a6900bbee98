// Response processing a QTI player can run: SCORE out of MAXSCORE. Ours is richer for some types (ordering
// gives partial credit, typed numbers compare by value), which the `data-cs-*` attributes carry for our import.
import { block, el } from './qti-xml';

const setScore = (expression: string) => el('qti-set-outcome-value', { identifier: 'SCORE' }, expression);

export const qtiResponseProcessing = {
  /** MAXSCORE when the response matches the correct response, else 0. */
  allOrNothing: () =>
    block('qti-response-processing', {}, [
      block('qti-response-condition', {}, [
        el(
          'qti-response-if',
          {},
          el(
            'qti-match',
            {},
            el('qti-variable', { identifier: 'RESPONSE' }),
            el('qti-correct', { identifier: 'RESPONSE' }),
          ),
          setScore(el('qti-variable', { identifier: 'MAXSCORE' })),
        ),
        el('qti-response-else', {}, setScore(el('qti-base-value', { 'base-type': 'float' }, '0'))),
      ]),
    ]),

  /** The sum of the responses' mapped values (each mapping already holds its share of the points). */
  mapped: (responseIds: string[]) =>
    block('qti-response-processing', {}, [
      setScore(
        responseIds.length
          ? el('qti-sum', {}, ...responseIds.map((identifier) => el('qti-map-response', { identifier })))
          : el('qti-base-value', { 'base-type': 'float' }, '0'),
      ),
    ]),
};
