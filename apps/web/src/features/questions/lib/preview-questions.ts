// A worksheet's questions as students will see them, for the library and studio previews: drafts are
// flagged, and a passage shared by consecutive questions is shown once before them.
import {
  presentationSeed,
  type TPassage,
  type TStudentPassage,
  type TStudentQuestion,
  toStudentQuestion,
  ZQuestion,
} from '@clearsheets/shared';

/** A saved question as the worksheet detail returns it (`TWorksheetQuestion` fits). */
export interface PreviewSource {
  id: number;
  position?: number;
  data: Record<string, unknown>;
}

export type PreviewEntry =
  | { kind: 'passage'; key: string; passage: TStudentPassage }
  | { kind: 'question'; key: string; number: number; view: TStudentQuestion }
  | { kind: 'draft'; key: string; number: number };

const passageIdOf = (data: Record<string, unknown>): number | null =>
  typeof data.passageId === 'number' ? data.passageId : null;

/** The entries to render, in worksheet order; `seed` fixes choice order (the same on every visit). */
export const buildPreview = (
  questions: readonly PreviewSource[],
  passages: readonly TPassage[] = [],
  seed = 'preview',
): PreviewEntry[] => {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const sorted = [...questions].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const entries: PreviewEntry[] = [];
  let lastPassage: number | null = null;
  sorted.forEach((source, i) => {
    const passageId = passageIdOf(source.data);
    const passage = passageId === null ? undefined : byId.get(passageId);
    if (passage && passageId !== lastPassage)
      entries.push({
        kind: 'passage',
        key: `passage-${passage.id}-${source.id}`,
        passage: { id: passage.id, title: passage.title, body: passage.body },
      });
    lastPassage = passage ? passageId : null;
    const parsed = ZQuestion.safeParse({ ...source.data, id: source.id });
    const number = i + 1;
    if (!parsed.success) entries.push({ kind: 'draft', key: `q-${source.id}`, number });
    else
      entries.push({
        kind: 'question',
        key: `q-${source.id}`,
        number,
        view: toStudentQuestion(
          passage
            ? { ...parsed.data, passage: { id: passage.id, title: passage.title, body: passage.body } }
            : parsed.data,
          presentationSeed(seed, source.id),
        ),
      });
  });
  return entries;
};
