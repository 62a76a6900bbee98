import type { TPassage } from '@clearsheets/shared';

// An assignment keeps the questions as they were assigned, each with its passage inlined (`passage`). The
// question preview reads worksheet-shaped data (questions pointing at passages by id); this turns one into
// the other.

export interface SnapshotPreview {
  questions: { id: number; position: number; data: Record<string, unknown> }[];
  passages: TPassage[];
}

/** The snapshot as preview questions (in assigned order) and the distinct passages they point at. */
export function previewOfSnapshot(snapshot: readonly Record<string, unknown>[]): SnapshotPreview {
  const passages = new Map<number, TPassage>();
  const questions: SnapshotPreview['questions'] = [];
  snapshot.forEach((raw, index) => {
    const { passage, ...data } = raw as Record<string, unknown> & { passage?: unknown };
    const id = typeof data.id === 'number' ? data.id : -(index + 1);
    const passageId = typeof data.passageId === 'number' ? data.passageId : null;
    if (passageId !== null && passage && typeof passage === 'object' && !passages.has(passageId)) {
      const p = passage as { title?: unknown; body?: unknown };
      passages.set(passageId, {
        id: passageId,
        title: typeof p.title === 'string' ? p.title : '',
        body: typeof p.body === 'string' ? p.body : '',
      });
    }
    questions.push({ id, position: index, data });
  });
  return { questions, passages: [...passages.values()] };
}
