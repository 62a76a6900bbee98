import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useStudioT } from '../i18n';
import type { DraftIssue } from '../lib/draft-issues';

// Field issues of the question being edited, by path ("content.choices.1.text"). A field shows its issue
// once the teacher has left it (touched) or once all are revealed (an incomplete question they came back
// to, or after "Save your previous question all data first").

interface IssueState {
  issues: Map<string, DraftIssue>;
  touched: ReadonlySet<string>;
  revealAll: boolean;
  touch: (path: string) => void;
}

const IssueContext = createContext<IssueState>({
  issues: new Map(),
  touched: new Set(),
  revealAll: false,
  touch: () => {},
});

export function IssueProvider({
  issues,
  touched,
  revealAll,
  touch,
  children,
}: Omit<IssueState, 'issues'> & { issues: DraftIssue[]; children: ReactNode }) {
  const value = useMemo(
    () => ({ issues: new Map(issues.map((i) => [i.path, i])), touched, revealAll, touch }),
    [issues, touched, revealAll, touch],
  );
  return <IssueContext.Provider value={value}>{children}</IssueContext.Provider>;
}

/** The words for an issue: the schema's own sentence, or ours for generic ones. */
export function useIssueText() {
  const t = useStudioT();
  return (issue: DraftIssue) =>
    issue.message ??
    (issue.kind ? t(`studio.issues.${issue.kind}`, { limit: issue.limit }) : t('studio.issues.required'));
}

/** The issue to show at a path (null while the field is untouched), and `touch` to call on blur. */
export function useFieldIssue(path: string): { error: string | null; touch: () => void } {
  const state = useContext(IssueContext);
  const text = useIssueText();
  const issue = state.issues.get(path);
  const shown = issue && (state.revealAll || state.touched.has(path));
  return { error: shown ? text(issue) : null, touch: () => state.touch(path) };
}

/** Marks a path touched from a handler (a toggle or a list change has no blur of its own). */
export function useTouch() {
  return useContext(IssueContext).touch;
}
