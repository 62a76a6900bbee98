import { MESSAGES, type MessageKey } from '@clearsheets/shared';

const byText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The catalogue key of a server message, so a student screen can show it in Spanish. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}

/** The catalogue's detail with a parameter ("for your license you have access of grade {grade}", spec section 6). */
const LICENSED_GRADE = /^for your license you have access of grade (\S+)$/;

/** The key and values of a server detail the catalogue words with a parameter, so it can be shown in Spanish. */
export function detailKeyOf(text: string): { key: string; values: Record<string, string> } | undefined {
  const grade = LICENSED_GRADE.exec(text)?.[1];
  if (grade !== undefined) return { key: 'messageDetails.licensedGrade', values: { grade } };
  const key = messageKeyOf(text);
  return key ? { key: `messages.${key}`, values: {} } : undefined;
}
