import { MESSAGES, type MessageKey } from '@clearsheets/shared';

const byText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The catalogue key of a server message, so a student screen can show it in Spanish. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}
