import { type TemplateMarkerKind, templateMarker, templateMarkerIds } from '@clearsheets/shared';
import { nextPartId } from './part-ids';

// Sentences with blanks or drop-downs: the markers in the sentence decide which answer parts exist. The
// teacher edits the sentence freely; parts follow it. A part whose marker was deleted is kept aside, so
// undoing the deletion (or typing the marker back) brings its answers back.

export interface SyncResult<P> {
  parts: P[];
  stash: Map<string, P>;
}

/** The parts for the markers of the sentence, in reading order; unused ones go to the stash. */
export function syncParts<P extends { id: string }>(
  template: string,
  kind: TemplateMarkerKind,
  parts: readonly P[],
  stash: ReadonlyMap<string, P>,
  make: (id: string) => P,
): SyncResult<P> {
  const ids = [...new Set(templateMarkerIds(template, kind))];
  const byId = new Map(parts.map((p) => [p.id, p]));
  const nextStash = new Map(stash);
  const next = ids.map((id) => {
    const part = byId.get(id) ?? nextStash.get(id) ?? make(id);
    nextStash.delete(id);
    return part;
  });
  for (const part of parts) if (!ids.includes(part.id)) nextStash.set(part.id, part);
  return { parts: next, stash: nextStash };
}

export interface Insertion {
  template: string;
  id: string;
  /** Where the cursor goes: right after the new marker. */
  cursor: number;
}

/** Puts a new marker where the cursor is (replacing a selection), with an id no part uses yet. */
export function insertMarker(
  template: string,
  kind: TemplateMarkerKind,
  selection: { start: number; end: number },
  taken: Iterable<string>,
): Insertion {
  const id = nextPartId(kind === 'blank' ? 'b' : 'c', [...taken, ...templateMarkerIds(template, kind)]);
  const marker = templateMarker(kind, id);
  const start = Math.max(0, Math.min(selection.start, template.length));
  const end = Math.max(start, Math.min(selection.end, template.length));
  const before = template.slice(0, start);
  const after = template.slice(end);
  // Keep words apart: "is{{blank:b1}}" reads badly in the editor.
  const lead = before && !/\s$/.test(before) ? ' ' : '';
  const trail = after && !/^[\s.,;:!?)]/.test(after) ? ' ' : '';
  const text = `${before}${lead}${marker}${trail}${after}`;
  return { template: text, id, cursor: before.length + lead.length + marker.length };
}
