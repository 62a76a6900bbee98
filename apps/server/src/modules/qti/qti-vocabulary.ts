// The names both directions agree on: namespaces, resource types, our `cs-` classes and `data-cs-` attributes,
// and how part ids become QTI identifiers and back.
import { PART_ID_PATTERN } from '@clearsheets/shared';

export const QTI_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
export const QTI_SCHEMA_LOCATION = `${QTI_NS} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd`;
export const CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
export const LOM_NS = 'http://ltsc.ieee.org/xsd/LOM';
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

export const RESOURCE_TYPES = {
  item: 'imsqti_item_xmlv3p0',
  test: 'imsqti_test_xmlv3p0',
  stimulus: 'imsqti_stimulus_xmlv3p0',
  webContent: 'webcontent',
} as const;

/** Our markers in the item body: the exact text of a field lives in an element of this class. */
export const CLS = {
  prompt: 'cs-prompt',
  images: 'cs-images',
  template: 'cs-template',
  table: 'cs-table',
  unplaced: 'cs-unplaced',
  hint: 'cs-hint',
  sampleAnswer: 'cs-sample-answer',
  gradingScale: 'cs-grading-scale',
  passage: 'cs-passage',
} as const;

/** QTI allows `data-*` attributes on body elements; ours carry what QTI has no word for. */
export const DATA = {
  answerType: 'data-cs-answer-type',
  standardKey: 'data-cs-standard-key',
  standardCode: 'data-cs-standard-code',
  caseSensitive: 'data-cs-case-sensitive',
  numericEquivalence: 'data-cs-numeric-equivalence',
  tolerance: 'data-cs-tolerance',
  notGraded: 'data-cs-not-graded',
  gradingScaleId: 'data-cs-grading-scale-id',
  gradingScaleName: 'data-cs-grading-scale-name',
} as const;

export const RESPONSE = 'RESPONSE';
export const HINT_FEEDBACK = 'HINT';
const PART_RESPONSE_PREFIX = 'RESPONSE-';
const ESCAPED_ID_PREFIX = 'cs.';

// A QTI identifier is an NCName: a letter or underscore first. Our part ids may start with a digit or a
// dash, so those get a prefix with a dot, which a part id never contains: the mapping cannot collide.
const NCNAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

export const toQtiId = (partId: string) => (NCNAME.test(partId) ? partId : `${ESCAPED_ID_PREFIX}${partId}`);

/** A part id from a QTI identifier: ours decoded, another tool's made to fit the part-id rule. */
export function fromQtiId(identifier: string): string {
  const id = identifier.startsWith(ESCAPED_ID_PREFIX) ? identifier.slice(ESCAPED_ID_PREFIX.length) : identifier;
  return PART_ID_PATTERN.test(id) ? id : id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || '_';
}

/** The response variable of one blank, cell or drop-down (types 6, 7, 10). */
export const partResponseId = (partId: string) => `${PART_RESPONSE_PREFIX}${partId}`;

export const partIdOfResponse = (identifier: string) =>
  fromQtiId(identifier.startsWith(PART_RESPONSE_PREFIX) ? identifier.slice(PART_RESPONSE_PREFIX.length) : identifier);

/** Numbers as attribute text and back; -0 survives (String(-0) would not). */
export const numberText = (n: number) => (Object.is(n, -0) ? '-0' : String(n));
export function parseNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}
export const parseBool = (text: string | undefined): boolean | undefined =>
  text === 'true' ? true : text === 'false' ? false : undefined;
