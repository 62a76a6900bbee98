// The grading page's keyboard shortcuts. They must never surprise someone typing: in a text field only
// Ctrl+Enter (or Cmd+Enter) acts; elsewhere a digit picks the level with that many points, N and P move.

export type GradingShortcut =
  | { kind: 'level'; points: number }
  | { kind: 'save' }
  | { kind: 'next' }
  | { kind: 'previous' }
  | null;

export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Where the key went: tag name (any case), the input's type, and whether it is contenteditable. */
  target: { tagName?: string; type?: string; isContentEditable?: boolean } | null;
}

// Inputs that take typed text; radios, checkboxes and buttons do not.
const NON_TEXT_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether the key goes into something that takes typed text (where plain keys must type, not act). */
export function isTextEntry(target: ShortcutEvent['target']): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  return false;
}

/** What a key press means on the grading page, or null to let it do what it normally does. */
export function gradingShortcut(event: ShortcutEvent): GradingShortcut {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey) return { kind: 'save' };
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTextEntry(event.target)) return null;
  if (/^[0-9]$/.test(event.key)) return { kind: 'level', points: Number(event.key) };
  const key = event.key.toLowerCase();
  if (key === 'n') return { kind: 'next' };
  if (key === 'p') return { kind: 'previous' };
  return null;
}
