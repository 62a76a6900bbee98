// What a QTI import could not keep as it was, or why it left an item out, in the product's words. The
// server stores each note on the question it concerns as a code and its values; the web says it in the
// reader's language (apps/web/src/lib/locales: `qtiNotes`), the server in English for the import reply.
// No zod here: the web's locales read this catalogue on every first load (its schema is in contracts/content).

export const QTI_NOTES = {
  // The question came in, changed.
  feedbackLeftOut:
    'Its feedback was left out ({{count}} in all): questions have no place for feedback shown after answering.',
  mediaLeftOut: 'Its {{kinds}} content was left out: questions hold text and pictures.',
  selectionScoring:
    'Its scoring ({{scores}}) cannot be expressed here (a correct choice earns its share, a wrong one takes a share away): check the answer key.',
  orderIncomplete:
    'Its correct order lists {{listed}} of {{total}} items: the items are kept as listed; set the correct order.',
  partialCredit:
    'Its answers earn different scores ({{scores}}): every accepted answer now earns full credit; check the answer key.',
  pictureMissing: 'Its picture "{{src}}" is not in the package and was left out: add it again.',
  pictureElsewhere:
    'Its picture at "{{src}}" is on another site and was left out (pictures are never loaded from other sites): add it again.',
  pictureNotImage: 'Its picture "{{src}}" is not a PNG or JPEG image and was left out: add it again.',
  pictureNoPlace:
    'Its picture "{{src}}" sits where this kind of question holds no picture (a choice or the answer area) and was left out.',
  passagePictures: 'The pictures of its passage ({{passage}}) were added to it: a passage holds text only.',
  titleAsQuestion: 'It has no question text: its title "{{title}}" stands in for it; write the question.',
  tooMany: 'It has {{count}} {{what}}; a question holds at most {{max}}: remove some.',
  notComplete: 'It is not complete yet: finish it before assigning it.',
  // The item was left out.
  noInteraction: 'It asks nothing a student can answer (it has no interaction).',
  mixedInteractions: 'It mixes {{kinds}}: a question has one kind of answer.',
  severalInteractions: 'It has {{count}} {{kind}}s: a question of this kind has one.',
  unsupportedInteraction: 'Its {{kind}} is not one of the studio’s answer types.',
  noItemBody: 'It has no item body.',
  templateItem: 'It is a template item: its values are drawn when it is played, which a question cannot hold.',
  beyondLimits: 'It is beyond the studio’s limits ({{limit}}).',
  tooLarge: 'It is larger than a question may be.',
  unreadable: 'It could not be read: it {{reason}}.',
  notInPackage: 'The package lists it, but the file is not in the zip.',
  notAnItem: 'It is not a QTI 3.0 item.',
  notQti3: 'It is a QTI 2 item; only QTI 3.0 items can be imported.',
  linkNotFile: 'It points to "{{href}}", which is not a file of the package (a link to another tool).',
  testUnreadable:
    'The package’s test could not be used ({{reason}}): its items were imported in the order the manifest lists them.',
} as const;
export type QtiNoteCode = keyof typeof QTI_NOTES;

/** A note or a reason for leaving an item out: its code and the values its words take (`ZQtiNote`). */
export interface TQtiNote {
  code: QtiNoteCode;
  values: Record<string, string | number>;
}

export const qtiNote = (code: QtiNoteCode, values: TQtiNote['values'] = {}): TQtiNote => ({ code, values });

/** The note in English (the words of the catalogue with its values). */
export const qtiNoteText = (note: TQtiNote): string =>
  QTI_NOTES[note.code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(note.values[name] ?? ''));
