// A worksheet as a QTI 3.0 content package and back: the zip, its manifest, the order of items, which
// passage each item uses. Pure (no database): the service resolves subjects, standards and scales.
import type { TQtiNote, TQuestionImage, TQuestionInput } from '@clearsheets/shared';
import { ANSWER_TYPES, qtiNote, qtiNoteText } from '@clearsheets/shared';
import { strToU8, zipSync } from 'fflate';
import { AppError } from '../../platform/errors';
import { WORKSHEET_PASSAGES_MAX, WORKSHEET_QUESTIONS_MAX } from '../worksheets';
import { exportItem, type ItemContext } from './qti-item-export';
import { importItem, UnsupportedItem } from './qti-item-import';
import {
  type ExportInfo,
  type ManifestResource,
  manifestXml,
  readLom,
  readManifest,
  readStimulus,
  type StandardRef,
  stimulusXml,
  testItemHrefs,
  testXml,
  type WorksheetInfo,
} from './qti-manifest';
import { exportedMediaPath, imageUrlsOf, mediaPathOf, packagedImageUrl, resolveQuestionImages } from './qti-media';
import { RESOURCE_TYPES } from './qti-vocabulary';
import { attr, child, descendants, named, parseXml, QtiFileError, textOf, tidy, type XmlElement } from './qti-xml';
import { packageError, QTI_ZIP_LIMITS, type QtiZipLimits, relativeHref, resolveHref, unzipPackage } from './qti-zip';

export const MANIFEST = 'imsmanifest.xml';
export const TEST_FILE = 'assessment-test.xml';

export interface ExportWorksheet extends ExportInfo {
  passages: { id: number; title: string; body: string }[];
  /** In worksheet order; `standard` is the question's standard, when it has one. */
  questions: { question: TQuestionInput; standard?: StandardRef }[];
  gradingScales: NonNullable<ItemContext['gradingScale']>[];
  /** The bytes of our uploaded pictures, by URL: they travel in the zip (others keep their URL). */
  media?: Map<string, Uint8Array>;
}

/** The package's files: manifest, test, one item per question, one stimulus per passage (pictures apart). */
export function buildQtiFiles(ws: ExportWorksheet): Record<string, string> {
  const files: Record<string, string> = {};
  // Each uploaded picture once, as a web-content resource the items that show it depend on.
  const media = new Map(
    [...(ws.media?.keys() ?? [])].flatMap((url, i) => {
      const path = exportedMediaPath(url);
      return path ? [[url, { identifier: `media-${i + 1}`, path }] as const] : [];
    }),
  );
  const passages = new Map(
    ws.passages.map((p, i) => [p.id, { ...p, identifier: `passage-${i + 1}`, path: `stimuli/passage-${i + 1}.xml` }]),
  );
  const scales = new Map(ws.gradingScales.map((s) => [s.id, s]));
  const items: ManifestResource[] = ws.questions.map(({ question, standard }, i) => {
    const identifier = `item-${i + 1}`;
    const href = `items/${identifier}.xml`;
    const passage = question.passageId === undefined ? undefined : passages.get(question.passageId);
    const scaleId =
      question.answerType === ANSWER_TYPES.constructedResponse ? question.content.gradingScaleId : undefined;
    const pictures = [...new Set(imageUrlsOf(question).flatMap((url) => media.get(url)?.identifier ?? []))];
    files[href] = exportItem(question, {
      imageHref: (url) => {
        const packed = media.get(url);
        return packed ? relativeHref(href, packed.path) : url;
      },
      identifier,
      title: `Question ${i + 1}`,
      passage: passage && {
        identifier: passage.identifier,
        href: relativeHref(href, passage.path),
        title: passage.title,
      },
      standard,
      gradingScale: scaleId === undefined ? undefined : scales.get(scaleId),
    });
    return {
      identifier,
      type: RESOURCE_TYPES.item,
      href,
      dependencies: [...(passage ? [passage.identifier] : []), ...pictures],
      standard,
    };
  });
  const stimuli: ManifestResource[] = [...passages.values()].map((p) => {
    files[p.path] = stimulusXml(p.identifier, p);
    return { identifier: p.identifier, type: RESOURCE_TYPES.stimulus, href: p.path, dependencies: [] };
  });
  files[TEST_FILE] = testXml(ws.title, items);
  const test = {
    identifier: 'test',
    type: RESOURCE_TYPES.test,
    href: TEST_FILE,
    dependencies: items.map((i) => i.identifier),
  };
  const pictures: ManifestResource[] = [...media.values()].map((m) => ({
    identifier: m.identifier,
    type: RESOURCE_TYPES.webContent,
    href: m.path,
    dependencies: [],
  }));
  files[MANIFEST] = manifestXml(ws, test, [...items, ...stimuli, ...pictures]);
  return files;
}

/** The zip to download: the XML files and the pictures (already compressed: stored as they are). */
export function buildQtiPackage(ws: ExportWorksheet): Uint8Array {
  const files = buildQtiFiles(ws);
  const entries: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = Object.fromEntries(
    Object.entries(files).map(([name, xml]) => [name, strToU8(xml)]),
  );
  for (const [url, bytes] of ws.media ?? []) {
    const path = exportedMediaPath(url);
    if (path) entries[path] = [bytes, { level: 0 }];
  }
  return zipSync(entries, { level: 6 });
}

// ---------------------------------------------------------------------------------------------- import

export interface ImportedPassage {
  /** Its path in the package: what questions refer to. */
  key: string;
  title: string;
  body: string;
}

/** Something the import could not keep as it was, or why it left an item out, by file. */
export interface ImportNote {
  file: string;
  note: TQtiNote;
}

export interface ImportedQuestion {
  file: string;
  question: TQuestionInput;
  passageKey?: string;
  standard?: Partial<StandardRef>;
  gradingScaleName?: string;
  /** Its key, scoring, text or pictures could not be read faithfully: stored as a draft to check. */
  draft: boolean;
  /** What could not be kept as it was: stored with the question, shown where the teacher opens it. */
  notes: TQtiNote[];
}

export interface ImportedPackage {
  info: WorksheetInfo;
  passages: ImportedPassage[];
  questions: ImportedQuestion[];
  /** Items left out (no answer type for them, or a file the package names is missing or unreadable), and why. */
  skipped: ImportNote[];
  notes: ImportNote[];
  /** Pictures the questions use (`qti-media:` URLs), by package path: to upload. */
  media: Map<string, Uint8Array>;
}

const isLink = (href: string | undefined) => /^[a-z][a-z0-9+.-]*:/i.test((href ?? '').trim());

/** The assessment test at `path`, or why it cannot be used (unreadable, or not a test: mislabelled). */
function readTest(read: (file: string) => XmlElement, path: string): XmlElement | TQtiNote {
  try {
    const test = read(path);
    return test.name === 'qti-assessment-test'
      ? test
      : qtiNote('unreadable', { reason: 'is not a QTI 3.0 assessment test' });
  } catch (err) {
    if (err instanceof QtiFileError) return qtiNote('unreadable', { reason: err.reason });
    throw err;
  }
}

/** Reads a package. A broken package (no manifest, unreadable manifest) is a 400 that names the file; one
 * bad reference (a missing or mislabelled file, a link to another tool) leaves that item out with its reason. */
export function readQtiPackage(buf: Uint8Array, limits: QtiZipLimits = QTI_ZIP_LIMITS): ImportedPackage {
  const files = unzipPackage(buf, limits);
  const manifestPath = [...files.keys()]
    .filter((p) => p === MANIFEST || p.endsWith(`/${MANIFEST}`))
    .sort((a, b) => a.length - b.length)[0];
  if (!manifestPath) throw packageError(`The zip has no ${MANIFEST}: it is not a QTI content package.`);

  const read = (file: string): XmlElement => parseXml(files.get(file) as Uint8Array, file);
  const notes: ImportNote[] = [];
  const skipped: ImportNote[] = [];
  /** The file an href names, or why there is none (the caller skips what needed it). */
  const locate = (base: string, href: string | undefined): { path: string } | { note: TQtiNote } => {
    if (isLink(href)) return { note: qtiNote('linkNotFile', { href: (href ?? '').trim() }) };
    const found = resolveHref(base, href);
    return found && files.has(found) ? { path: found } : { note: qtiNote('notInPackage') };
  };

  let manifest: XmlElement;
  try {
    manifest = read(manifestPath);
  } catch (err) {
    throw err instanceof QtiFileError ? packageError(`${err.message}.`) : err;
  }
  if (manifest.name !== 'manifest') throw packageError(`${manifestPath} is not an IMS content package manifest.`);
  const resources = readManifest(manifest);
  const ofType = (type: string) => resources.filter((r) => r.type.toLowerCase() === type);

  const testResource = ofType(RESOURCE_TYPES.test)[0];
  const info = readLom(testResource?.metadata);
  // A package of bare items has no test: its manifest (or its organization) names it.
  info.title ??=
    readLom(child(manifest, 'metadata')).title ??
    (textOf(child(child(child(manifest, 'organizations'), 'organization'), 'title')) || undefined);
  const order: string[] = [];
  if (testResource) {
    const located = locate(manifestPath, testResource.href);
    const test = 'path' in located ? readTest(read, located.path) : located.note;
    const testFile = 'path' in located ? located.path : (testResource.href ?? testResource.identifier);
    if ('name' in test) {
      info.title ??= attr(test, 'title') || undefined;
      for (const href of testItemHrefs(test)) {
        const item = locate(testFile, href);
        if ('path' in item) order.push(item.path);
        else skipped.push({ file: href ?? '', note: item.note });
      }
    } else notes.push({ file: testFile, note: qtiNote('testUnreadable', { reason: qtiNoteText(test) }) });
  }
  const itemResources = new Map<string, (typeof resources)[number]>();
  for (const r of ofType(RESOURCE_TYPES.item)) {
    const located = locate(manifestPath, r.href);
    if ('path' in located) itemResources.set(located.path, r);
    else if (!skipped.some((s) => s.file === r.href))
      skipped.push({ file: r.href ?? r.identifier, note: located.note });
  }
  const itemPaths = [...new Set([...order, ...itemResources.keys()])];
  if (!itemPaths.length && !skipped.length)
    throw packageError(`The package has no items (resources of type ${RESOURCE_TYPES.item}).`);
  if (itemPaths.length > WORKSHEET_QUESTIONS_MAX)
    throw packageError(
      `The package has ${itemPaths.length} items; a worksheet holds at most ${WORKSHEET_QUESTIONS_MAX}.`,
    );

  // Passages: every stimulus the manifest lists (a worksheet's passages are shared), then any an item
  // refers to that the manifest forgot. One that cannot be read is left out (its questions keep no passage).
  const stimuli = new Map<string, ImportedPassage & { identifiers: string[]; images: TQuestionImage[] }>();
  const addStimulus = (file: string, resourceId?: string) => {
    const existing = stimuli.get(file);
    if (existing) return existing;
    let root: XmlElement;
    try {
      root = read(file);
    } catch (err) {
      if (!(err instanceof QtiFileError)) throw err;
      notes.push({ file, note: qtiNote('unreadable', { reason: err.reason }) });
      return undefined;
    }
    const stimulus = readStimulus(root);
    if (!stimulus) {
      notes.push({ file, note: qtiNote('unreadable', { reason: 'is not a QTI 3.0 assessment stimulus' }) });
      return undefined;
    }
    const passageNotes: TQtiNote[] = [];
    // A passage is text: its pictures go with the first question that uses it.
    const images = descendants(root, named('img')).flatMap((i) => {
      const url = packagedImageUrl(attr(i, 'src') ?? '', file, files, passageNotes);
      return url ? [{ url, alt: tidy(attr(i, 'alt') ?? '') }] : [];
    });
    notes.push(...passageNotes.map((note) => ({ file, note })));
    const entry = {
      key: file,
      title: stimulus.title,
      body: stimulus.body,
      images,
      identifiers: [resourceId, stimulus.identifier].filter((i): i is string => !!i),
    };
    stimuli.set(file, entry);
    return entry;
  };
  for (const r of ofType(RESOURCE_TYPES.stimulus)) {
    const located = locate(manifestPath, r.href);
    if ('path' in located) addStimulus(located.path, r.identifier);
    else notes.push({ file: r.href ?? r.identifier, note: located.note });
  }

  const questions: ImportedQuestion[] = [];
  for (const file of itemPaths) {
    let item: ReturnType<typeof importItem>;
    try {
      item = importItem(read(file));
    } catch (err) {
      if (err instanceof UnsupportedItem) skipped.push({ file, note: err.note });
      else if (err instanceof QtiFileError) skipped.push({ file, note: qtiNote('unreadable', { reason: err.reason }) });
      else if (err instanceof AppError) throw err;
      else skipped.push({ file, note: qtiNote('notAnItem') });
      continue;
    }
    const [ref] = item.stimulusRefs;
    const stimulusPath = ref ? resolveHref(file, ref.href) : null;
    const passage =
      stimulusPath && files.has(stimulusPath)
        ? addStimulus(stimulusPath)
        : ref?.identifier
          ? [...stimuli.values()].find((s) => s.identifiers.includes(ref.identifier as string))
          : undefined;
    const itemNotes = [...item.notes];
    const firstOfPassage = passage && !questions.some((q) => q.passageKey === passage.key);
    const passageImages = firstOfPassage ? passage.images : [];
    if (passageImages.length) itemNotes.push(qtiNote('passagePictures', { passage: passage?.key ?? '' }));
    // A picture the package does not hold is a loss the teacher must see: the question is a draft.
    let lostPicture = false;
    const question = resolveQuestionImages(
      item.question,
      (src) => {
        const url = packagedImageUrl(src, file, files, itemNotes);
        if (!url && src.trim()) lostPicture = true;
        return url;
      },
      passageImages,
    );
    notes.push(...itemNotes.map((note) => ({ file, note })));
    questions.push({
      file,
      question,
      passageKey: passage?.key,
      standard: item.standard ?? readLom(itemResources.get(file)?.metadata).standards[0],
      gradingScaleName: item.gradingScaleName,
      draft: item.draft || lostPicture,
      notes: itemNotes,
    });
  }
  if (!questions.length)
    throw packageError(
      `None of the package's items is a question the studio can hold: ${skipped.map((s) => `${s.file} (${qtiNoteText(s.note)})`).join('; ')}`,
    );
  if (stimuli.size > WORKSHEET_PASSAGES_MAX)
    throw packageError(
      `The package has ${stimuli.size} passages; a worksheet holds at most ${WORKSHEET_PASSAGES_MAX}.`,
    );
  const passages = [...stimuli.values()].map(({ key, title, body }) => ({ key, title, body }));
  const media = new Map<string, Uint8Array>();
  for (const q of questions)
    for (const url of imageUrlsOf(q.question)) {
      const path = mediaPathOf(url);
      if (path) media.set(path, files.get(path) as Uint8Array);
    }
  if (info.title !== undefined) info.title = tidy(info.title) || undefined;
  return { info, passages, questions, skipped, notes, media };
}
