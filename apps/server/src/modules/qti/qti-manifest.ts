// The package around the items: imsmanifest.xml (one resource per item, test and passage, with IEEE LOM
// metadata for title, grade, subject, topic and standards), the assessment test and the passage stimuli.
import { richXml } from './qti-mathml';
import { CLS, CP_NS, LOM_NS, QTI_NS, QTI_SCHEMA_LOCATION, XSI_NS } from './qti-vocabulary';
import {
  attr,
  block,
  child,
  descendants,
  el,
  elements,
  escapeText,
  named,
  textOf,
  tidy,
  withClass,
  XML_DECLARATION,
  type XmlElement,
} from './qti-xml';

export interface StandardRef {
  code: string;
  stableKey: string;
}

/** What the worksheet says about itself, as exported. */
export interface ExportInfo {
  title: string;
  description: string;
  grade: string;
  subjectName: string;
  domain?: { code: string; name: string };
  standards: StandardRef[];
}

/** What the worksheet says about itself in LOM (every field optional when read from another tool). */
export interface WorksheetInfo {
  title?: string;
  description?: string;
  grade?: string;
  subjectName?: string;
  domain?: { code: string; name: string };
  standards: Partial<StandardRef>[];
}

// ------------------------------------------------------------------------------------------------- LOM

const md = (name: string, ...children: (string | undefined)[]) => el(`imsmd:${name}`, {}, ...children);
const langString = (text: string) => el('imsmd:string', { language: 'en' }, escapeText(text));
const taxonPath = (source: string, taxons: { id?: string; entry: string }[]) =>
  md(
    'taxonPath',
    md('source', langString(source)),
    ...taxons.map((t) =>
      md('taxon', t.id === undefined ? undefined : md('id', escapeText(t.id)), md('entry', langString(t.entry))),
    ),
  );
const classification = (purpose: string, paths: string[]) =>
  paths.length
    ? md('classification', md('purpose', md('source', 'LOMv1.0'), md('value', purpose)), ...paths)
    : undefined;

const standardsClassification = (standards: StandardRef[]) =>
  classification(
    'educational objective',
    standards.map((s) => taxonPath('Clearsheets standards', [{ id: s.stableKey, entry: s.code }])),
  );

/** Resource metadata: a LOM record (`lom` children already built). */
const lomMetadata = (...children: (string | undefined)[]) =>
  children.some(Boolean) ? el('metadata', {}, el('imsmd:lom', {}, ...children)) : undefined;

function worksheetLom(info: ExportInfo) {
  const subject = [{ id: info.subjectName, entry: info.subjectName }];
  if (info.domain) subject.push({ id: info.domain.code, entry: info.domain.name });
  return lomMetadata(
    md('general', md('title', langString(info.title)), md('description', langString(info.description))),
    classification('discipline', [taxonPath('Clearsheets subjects and topics', subject)]),
    classification('educational level', [
      taxonPath('Clearsheets grades', [
        { id: info.grade, entry: info.grade === 'K' ? 'Kindergarten' : `Grade ${info.grade}` },
      ]),
    ]),
    standardsClassification(info.standards),
  );
}

const purposeOf = (c: XmlElement) => tidy(textOf(child(child(c, 'purpose'), 'value'))).toLowerCase();
const taxonsOf = (path: XmlElement) =>
  elements(path, 'taxon').map((t) => ({ id: tidy(textOf(child(t, 'id'))), entry: tidy(textOf(child(t, 'entry'))) }));

/** What a resource's LOM record says (any prefix, any LOM flavour close to IEEE's). */
export function readLom(metadata: XmlElement | undefined): WorksheetInfo {
  const lom = descendants(metadata, named('lom'))[0];
  const general = child(lom, 'general');
  const langText = (node: XmlElement | undefined) => {
    const strings = elements(node, 'string');
    return node ? (strings.length ? textOf(strings[0]) : textOf(node)).trim() || undefined : undefined;
  };
  const info: WorksheetInfo = {
    title: langText(child(general, 'title')),
    description: langText(child(general, 'description')),
    standards: [],
  };
  for (const c of elements(lom, 'classification')) {
    const paths = elements(c, 'taxonPath').map(taxonsOf);
    const purpose = purposeOf(c);
    if (purpose === 'discipline' && paths[0]?.[0]) {
      info.subjectName = paths[0][0].entry || paths[0][0].id;
      const domain = paths[0][1];
      if (domain?.id) info.domain = { code: domain.id, name: domain.entry };
    } else if (purpose === 'educational level' && paths[0]?.[0]) {
      info.grade = paths[0][0].id || paths[0][0].entry;
    } else if (purpose === 'educational objective') {
      for (const p of paths) {
        const last = p[p.length - 1];
        if (last) info.standards.push({ stableKey: last.id || undefined, code: last.entry || undefined });
      }
    }
  }
  return info;
}

// -------------------------------------------------------------------------------------------- building

export interface ManifestResource {
  identifier: string;
  type: string;
  href: string;
  dependencies: string[];
  standard?: StandardRef;
}

/** imsmanifest.xml: the test first (with the worksheet's metadata), then items and passages. */
export function manifestXml(info: ExportInfo, test: ManifestResource, resources: ManifestResource[]) {
  const resource = (r: ManifestResource, metadata?: string) =>
    block('resource', { identifier: r.identifier, type: r.type, href: r.href }, [
      metadata,
      el('file', { href: r.href }),
      ...r.dependencies.map((d) => el('dependency', { identifierref: d })),
    ]);
  return `${XML_DECLARATION}${block(
    'manifest',
    {
      xmlns: CP_NS,
      'xmlns:imsmd': LOM_NS,
      'xmlns:xsi': XSI_NS,
      'xsi:schemaLocation': `${CP_NS} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd ${LOM_NS} https://purl.imsglobal.org/spec/md/v1p3/schema/xsd/imsmd_loose_v1p3p2.xsd`,
      identifier: 'MANIFEST-clearsheets-worksheet',
    },
    [
      el('metadata', {}, el('schema', {}, 'QTI Package'), el('schemaversion', {}, '3.0.0')),
      el('organizations'),
      block('resources', {}, [
        resource(test, worksheetLom(info)),
        ...resources.map((r) =>
          resource(r, r.standard ? lomMetadata(standardsClassification([r.standard])) : undefined),
        ),
      ]),
    ],
  )}\n`;
}

const qtiRoot = (name: string, attrs: Record<string, string>, children: (string | undefined)[]) =>
  `${XML_DECLARATION}${block(name, { xmlns: QTI_NS, 'xmlns:xsi': XSI_NS, 'xsi:schemaLocation': QTI_SCHEMA_LOCATION, ...attrs }, children)}\n`;

/** The assessment test: every item in worksheet order; the test's score is the sum of the items'. */
export function testXml(title: string, items: { identifier: string; href: string }[]) {
  return qtiRoot('qti-assessment-test', { identifier: 'worksheet', title, 'tool-name': 'Clearsheets' }, [
    el('qti-outcome-declaration', { identifier: 'SCORE', cardinality: 'single', 'base-type': 'float' }),
    block(
      'qti-test-part',
      { identifier: 'part-1', 'navigation-mode': 'nonlinear', 'submission-mode': 'simultaneous' },
      [
        block(
          'qti-assessment-section',
          { identifier: 'section-1', title, visible: 'true' },
          items.map((i) => el('qti-assessment-item-ref', { identifier: i.identifier, href: i.href })),
        ),
      ],
    ),
    el(
      'qti-outcome-processing',
      {},
      el(
        'qti-set-outcome-value',
        { identifier: 'SCORE' },
        el('qti-sum', {}, el('qti-test-variables', { 'variable-identifier': 'SCORE' })),
      ),
    ),
  ]);
}

/** A passage as a shared stimulus; its body text kept exactly. */
export const stimulusXml = (identifier: string, passage: { title: string; body: string }) =>
  qtiRoot('qti-assessment-stimulus', { identifier, title: passage.title, 'xml:lang': 'en' }, [
    el('qti-stimulus-body', {}, el('div', { class: CLS.passage }, richXml(passage.body))),
  ]);

// --------------------------------------------------------------------------------------------- reading

/** A passage read back (ours exactly; another tool's paragraphs as plain text, one blank line apart). */
export function readStimulus(root: XmlElement): { identifier?: string; title: string; body: string } | null {
  if (root.name !== 'qti-assessment-stimulus') return null;
  const ours = withClass(root, CLS.passage);
  const body = child(root, 'qti-stimulus-body');
  const paragraphs = elements(body)
    .map((b) => tidy(textOf(b)))
    .filter(Boolean);
  return {
    identifier: attr(root, 'identifier'),
    title: attr(root, 'title') ?? '',
    body: ours ? textOf(ours) : paragraphs.length ? paragraphs.join('\n\n') : tidy(textOf(body)),
  };
}

/** The resources of a manifest, in document order. */
export function readManifest(root: XmlElement) {
  return elements(child(root, 'resources'), 'resource').map((r) => ({
    identifier: attr(r, 'identifier') ?? '',
    type: attr(r, 'type') ?? '',
    href: attr(r, 'href') ?? attr(child(r, 'file'), 'href'),
    metadata: child(r, 'metadata'),
  }));
}

/** The item hrefs of an assessment test, in order (sections nest; selection and ordering are ignored). */
export const testItemHrefs = (root: XmlElement) =>
  descendants(root, named('qti-assessment-item-ref')).map((r) => attr(r, 'href'));
