// The one way an id is accepted (docs/decisions/0018): ids are PostgreSQL serials (int4), so anything outside
// 1..2147483647 cannot name a row, and sending it to the database as an id overflows the column (a 500).
// Every id in a body, a path or a query string uses these; ids.test.ts fails when one is declared another way.
import { z } from 'zod';

/** The largest int4, and so the largest id. */
export const ID_MAX = 2_147_483_647;

/** An id as text: digits only, no sign, no leading zero, at most ten digits ('01', '-1', '1.5', '1e3' are not ids). */
export const ID_TEXT_PATTERN = /^[1-9][0-9]{0,9}$/;

const NOT_AN_ID = 'Use an id from the list';

/** An id in a JSON body (or a response). `message` replaces the wording when the field is missing or wrong,
 * for fields a person fills in (e.g. "Choose a teacher first"). */
export function idField(message = NOT_AN_ID) {
  return z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);
}

/** An id in a JSON body: a whole number from 1 to 2147483647. */
export const ZId = idField();

/** An id in a path or query string: the text of an id, handed on as a number. */
export const ZIdParam = z.string().regex(ID_TEXT_PATTERN, NOT_AN_ID).transform(Number).pipe(ZId);

/** An id of a bigserial table (attempts, responses) in a path: the same text rule, up to 2^53 - 1, since such
 * ids may pass 2147483647 and must then read as "not found", not as bad input. */
export const ZBigIdParam = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, NOT_AN_ID)
  .transform(Number)
  .pipe(z.number().int().min(1, NOT_AN_ID).max(Number.MAX_SAFE_INTEGER, NOT_AN_ID));
