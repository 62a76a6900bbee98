import { MESSAGES, type TQuestionInput, ZQuestionInput } from '@clearsheets/shared';
import type { QuestionDraft } from './question-draft';
import { toSaved } from './question-draft';

// The studio checks a draft with the same schema the server uses (ZQuestionInput), so the teacher sees
// what is missing beside the field before saving; the server's `isComplete` then agrees.

export type IssueKind =
  | 'required'
  | 'uploadImage'
  | 'tooLong'
  | 'tooFew'
  | 'tooMany'
  | 'points'
  | 'tolerance'
  | 'sentence'
  | 'insertBlank'
  | 'insertDropdown'
  | 'wrongMarkers';

export interface DraftIssue {
  /** Dotted path into the saved question: "prompt", "content.choices.2.text". */
  path: string;
  /** The schema's own sentence when it has one written for people, else null (see `kind`). */
  message: string | null;
  kind: IssueKind | null;
  /** The limit of "too few"/"too many" issues. */
  limit?: number;
}

export interface DraftCheck {
  complete: boolean;
  issues: DraftIssue[];
  /** The question as the schema reads it (defaults applied), when complete. */
  parsed: TQuestionInput | null;
}

// zod's generic sentences start like this; ours (from the schemas) are meant for teachers as they are.
const GENERIC = /^(Too small|Too big|Invalid|Expected)/;

function classify(issue: { code: string; path: PropertyKey[]; message: string } & Record<string, unknown>): DraftIssue {
  const path = issue.path.map(String).join('.');
  const last = String(issue.path[issue.path.length - 1] ?? '');
  const text = issue.message;
  if (text.startsWith('Add a {{blank:')) return { path, message: null, kind: 'insertBlank' };
  if (text.startsWith('Add a {{choice:')) return { path, message: null, kind: 'insertDropdown' };
  if (text.startsWith('Use only {{')) return { path, message: null, kind: 'wrongMarkers' };
  if (!GENERIC.test(text)) return { path, message: text, kind: null };
  if (path === 'content.template') return { path, message: null, kind: 'sentence' };
  if (path === 'content.blanks' && issue.code === 'too_small') return { path, message: null, kind: 'insertBlank' };
  if (path === 'content.dropdowns' && issue.code === 'too_small')
    return { path, message: null, kind: 'insertDropdown' };
  if (last === 'url') return { path, message: MESSAGES.uploadImage, kind: 'uploadImage' };
  if (last === 'points') return { path, message: null, kind: 'points' };
  if (last === 'tolerance') return { path, message: null, kind: 'tolerance' };
  const limit =
    typeof issue.minimum === 'number' ? issue.minimum : typeof issue.maximum === 'number' ? issue.maximum : undefined;
  if (issue.origin === 'array')
    return { path, message: null, kind: issue.code === 'too_big' ? 'tooMany' : 'tooFew', limit: Number(limit) };
  if (issue.code === 'too_big') return { path, message: null, kind: 'tooLong', limit: Number(limit) };
  return { path, message: null, kind: 'required' };
}

/** Checks a draft: complete or not, and every issue by field path (first one per path). */
export function checkDraft(draft: QuestionDraft): DraftCheck {
  const result = ZQuestionInput.safeParse(toSaved(draft));
  if (result.success) return { complete: true, issues: [], parsed: result.data };
  const seen = new Set<string>();
  const issues: DraftIssue[] = [];
  for (const raw of result.error.issues) {
    const issue = classify(raw as unknown as Parameters<typeof classify>[0]);
    if (seen.has(issue.path)) continue;
    seen.add(issue.path);
    issues.push(issue);
  }
  return { complete: false, issues, parsed: null };
}
