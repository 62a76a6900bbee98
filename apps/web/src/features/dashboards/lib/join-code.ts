import { JOIN_CODE_LENGTH, normalizeJoinCode } from '@clearsheets/shared';

// What the student typed into "Join with a code", before it goes to the server.

/** Letters and digits only, upper case, at most the code's length (spaces and dashes typed by habit go). */
export function cleanJoinCode(typed: string): string {
  return normalizeJoinCode(typed)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, JOIN_CODE_LENGTH);
}

/** A code of the right length is sent; anything shorter gets "6 characters" under the field, no request. */
export function isCompleteJoinCode(code: string): boolean {
  return cleanJoinCode(code).length === JOIN_CODE_LENGTH;
}

/** The `?code=` of a shared link, if it looks like a code at all. */
export function joinCodeFromLink(search: URLSearchParams): string | null {
  const raw = search.get('code');
  if (!raw) return null;
  const code = cleanJoinCode(raw);
  return code.length === JOIN_CODE_LENGTH ? code : null;
}
