// Sentences with gaps: `{{blank:id}}` (inline text response) and `{{choice:id}}` (inline choice) markers.

export type TemplateMarkerKind = 'blank' | 'choice';
export type TemplateSegment = { kind: 'text'; text: string } | { kind: TemplateMarkerKind; id: string };

const MARKER = /\{\{(blank|choice):([A-Za-z0-9_-]{1,64})\}\}/g;

/** Splits a template into text and gaps so the player renders inputs in place and the schema checks the ids. */
export const parseTemplate = (template: string): TemplateSegment[] => {
  const segments: TemplateSegment[] = [];
  let last = 0;
  for (const match of template.matchAll(MARKER)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ kind: 'text', text: template.slice(last, index) });
    segments.push({ kind: match[1] as TemplateMarkerKind, id: match[2] as string });
    last = index + match[0].length;
  }
  if (last < template.length) segments.push({ kind: 'text', text: template.slice(last) });
  return segments;
};

/** The gap ids of one kind, in reading order, so a key can be matched against its template. */
export const templateMarkerIds = (template: string, kind: TemplateMarkerKind): string[] =>
  parseTemplate(template).flatMap((s) => (s.kind === kind ? [s.id] : []));

/** Builds a marker, so the studio never hand-writes the syntax. */
export const templateMarker = (kind: TemplateMarkerKind, id: string): string => `{{${kind}:${id}}}`;
