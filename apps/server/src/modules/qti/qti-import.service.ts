// POST /api/v1/worksheets/import/qti: a QTI 3.0 package becomes a new worksheet of the caller's, with its
// passages, questions (drafts where the package lacks answers) and the standards this install knows.
import {
  ANSWER_TYPES,
  GRADES,
  type Grade,
  QUESTION_LIMITS,
  qtiNote,
  qtiNoteText,
  type TQtiNote,
  type TQuestionInput,
  type TWorksheetDetail,
  ZQuestionDraft,
  ZQuestionInput,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, ValidationError } from '../../platform/errors';
import { auditBy } from '../classes';
import { uploadImage } from '../images';
import type { Author } from '../worksheets';
import {
  assertStorableText,
  findLiveWorksheet,
  insertPassage,
  insertQuestions,
  insertWorksheet,
  listGradingScales,
  questionValuesOf,
  refreshWorksheetDerived,
  replaceStandards,
  worksheetDetail,
} from '../worksheets';
import {
  domainsByCode,
  findSubjectById,
  findSubjectByName,
  type StandardRow,
  standardsByKeysOrCodes,
  stateOfDistrict,
} from './qti.repository';
import type { StandardRef } from './qti-manifest';
import { imageUrlsOf, mediaPathOf, resolveQuestionImages } from './qti-media';
import { type ImportedPackage, type ImportedQuestion, type ImportNote, readQtiPackage } from './qti-package';
import { packageError } from './qti-zip';

/** Choices the uploader may make where the package is silent (or to override it). */
export interface QtiImportChoices {
  title?: string;
  grade?: Grade;
  subjectId?: number;
}

export interface QtiImportSummary {
  questions: number;
  complete: number;
  passages: number;
  standards: number;
  /** Standards the package names that this install does not have (dropped), by code or key. */
  unknownStandards: string[];
  skipped: (TQtiNote & { file: string; reason: string })[];
  /** What came in changed, or was left out, and why (feedback, pictures, scoring to check). */
  notes: (TQtiNote & { file: string; note: string })[];
}

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const DEFAULT_TITLE = 'Imported worksheet';

type FieldProblem = { field: string; message: string };

/** The worksheet's subject: the teacher's choice, else the package's; what is missing goes to `problems`. */
async function subjectOf(db: Db, pkg: ImportedPackage, choices: QtiImportChoices, problems: FieldProblem[]) {
  const named = pkg.info.subjectName;
  const subject = choices.subjectId
    ? await findSubjectById(db, choices.subjectId)
    : named
      ? await findSubjectByName(db, named)
      : undefined;
  if (subject) return subject;
  const message = choices.subjectId
    ? 'Subject is required'
    : named
      ? `The package's subject "${named}" is not one of ours: choose a subject`
      : 'The package names no subject: choose one';
  problems.push({ field: 'subjectId', message });
  return undefined;
}

function gradeOf(pkg: ImportedPackage, choices: QtiImportChoices, problems: FieldProblem[]): Grade | undefined {
  const grade = choices.grade ?? pkg.info.grade;
  if (grade && (GRADES as readonly string[]).includes(grade)) return grade as Grade;
  const message = grade ? `The package's grade "${grade}" is not one of ours: choose a grade` : 'Grade is required';
  problems.push({ field: 'grade', message });
  return undefined;
}

/** Finds standards by stable key first, else by code in the worksheet's subject (the caller's state first). */
function standardFinder(rows: StandardRow[], stateId: number | undefined) {
  const rank = (s: StandardRow) => (s.stateId === stateId ? 0 : 1);
  return (ref: Partial<StandardRef> | undefined, subjectId: number): StandardRow | undefined => {
    if (!ref) return undefined;
    const byKey = ref.stableKey ? rows.find((s) => s.stableKey === ref.stableKey) : undefined;
    if (byKey) return byKey;
    return rows.filter((s) => s.code === ref.code && s.subjectId === subjectId).sort((a, b) => rank(a) - rank(b))[0];
  };
}

/** A grading scale the caller may use: the same id when its name agrees (same install), else by name. */
async function scaleFinder(db: Db, ownerId: number) {
  const scales = await listGradingScales(db, ownerId);
  return (id: number | undefined, name: string | undefined) => {
    const same = scales.find((s) => s.id === id && (name === undefined || s.name === name));
    return (same ?? (name ? scales.find((s) => s.name === name) : undefined))?.id;
  };
}

/** The question as stored: complete ones as the schema reads them, drafts as they came. */
function storable(question: TQuestionInput): Record<string, unknown> {
  const parsed = ZQuestionInput.safeParse(question);
  return parsed.success ? parsed.data : question;
}

/**
 * The package's pictures through the image pipeline (same checks and re-encoding as an upload), each
 * question's placeholders replaced by its upload's URL; a file that is not a PNG or JPEG is left out, noted.
 */
async function uploadPackagedImages(ctx: AppContext, author: Author, pkg: ImportedPackage, notes: ImportNote[]) {
  const urls = new Map<string, string>();
  for (const [path, bytes] of pkg.media) {
    try {
      urls.set(path, (await uploadImage(ctx, author, { bytes: Buffer.from(bytes) })).url);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      urls.set(path, '');
    }
  }
  return pkg.questions.map((q): ImportedQuestion => {
    const resolve = (url: string) => {
      const path = mediaPathOf(url);
      if (path === null) return url;
      const uploaded = urls.get(path) ?? '';
      if (!uploaded) {
        const note = qtiNote('pictureNotImage', { src: path });
        notes.push({ file: q.file, note });
        lost.push(note);
      }
      return uploaded;
    };
    const lost: TQtiNote[] = [];
    if (!imageUrlsOf(q.question).some((u) => mediaPathOf(u) !== null)) return q;
    const question = resolveQuestionImages(q.question, resolve);
    return lost.length ? { ...q, question, draft: true, notes: [...q.notes, ...lost] } : { ...q, question };
  });
}

// zod's generic sentences start like this; the schemas' own are written for teachers.
const GENERIC = /^(Too small|Too big|Invalid|Expected)/;

/** The studio's own limits on a draft (size, foreign pictures) hold for imported questions too. */
function withinDraftLimits(questions: ImportedQuestion[], skipped: ImportNote[]) {
  return questions.filter((q) => {
    const checked = ZQuestionDraft.safeParse(q.question);
    if (checked.success) return true;
    const issue = checked.error.issues[0];
    const limit =
      issue && !GENERIC.test(issue.message)
        ? issue.message
        : issue?.path[0] === 'prompt'
          ? `its question text is longer than ${QUESTION_LIMITS.promptMax} characters`
          : 'it is larger than a question may be';
    skipped.push({ file: q.file, note: qtiNote('beyondLimits', { limit }) });
    return false;
  });
}

/** Lists the studio holds at most so many of, in the product's words. */
const LIST_WORDS: Record<string, string> = {
  choices: 'choices',
  items: 'items to order',
  images: 'pictures',
  blanks: 'blanks',
  dropdowns: 'drop-downs',
  options: 'options',
  acceptedAnswers: 'accepted answers',
  rows: 'rows',
  columns: 'columns',
  cells: 'cells',
};

/** Why an imported question is not complete, in the product's words: a list longer than the studio holds
 * names itself; anything else is "not complete yet" (the editor shows each field's issue). */
function schemaNotes(question: TQuestionInput): TQtiNote[] {
  const parsed = ZQuestionInput.safeParse(question);
  if (parsed.success) return [];
  const notes = parsed.error.issues.flatMap((issue): TQtiNote[] => {
    if (issue.code !== 'too_big' || issue.origin !== 'array') return [];
    const what = String(issue.path[issue.path.length - 1] ?? '');
    const list = issue.path.reduce<unknown>(
      (v, key) => (v as Record<PropertyKey, unknown> | undefined)?.[key],
      question,
    );
    const count = Array.isArray(list) ? list.length : 0;
    return [qtiNote('tooMany', { count, what: LIST_WORDS[what] ?? what, max: Number(issue.maximum) })];
  });
  return notes.length ? notes : [qtiNote('notComplete')];
}

export async function importWorksheetQti(
  ctx: AppContext,
  author: Author,
  bytes: Uint8Array,
  choices: QtiImportChoices,
): Promise<TWorksheetDetail & { imported: QtiImportSummary }> {
  const db = ctx.db;
  const pkg = readQtiPackage(bytes);
  // Subject and grade are asked for together, so the teacher answers once.
  const problems: FieldProblem[] = [];
  const subject = await subjectOf(db, pkg, choices, problems);
  const grade = gradeOf(pkg, choices, problems);
  if (!subject || !grade) throw new ValidationError(problems);
  const title = (choices.title ?? pkg.info.title ?? '').trim().slice(0, TITLE_MAX).trim() || DEFAULT_TITLE;
  const description = (pkg.info.description ?? '').trim().slice(0, DESCRIPTION_MAX);
  // Character references can spell what the database cannot store (an unpaired surrogate): refuse it.
  assertStorableText({ title, description, passages: pkg.passages, questions: pkg.questions }, 'file');

  const stateId = await stateOfDistrict(db, author.districtId);
  const wanted = [...pkg.info.standards, ...pkg.questions.flatMap((q) => (q.standard ? [q.standard] : []))];
  const rows = await standardsByKeysOrCodes(
    db,
    subject.id,
    wanted.flatMap((s) => (s.stableKey ? [s.stableKey] : [])),
    wanted.flatMap((s) => (s.code ? [s.code] : [])),
  );
  const findStandard = standardFinder(rows, stateId);
  const unknownStandards = new Set<string>();
  const resolve = (ref: Partial<StandardRef> | undefined) => {
    const found = findStandard(ref, subject.id);
    if (ref && !found) unknownStandards.add(ref.code ?? ref.stableKey ?? '');
    return found;
  };
  // A worksheet is aligned to standards of its own subject only.
  const worksheetStandards = pkg.info.standards.flatMap((ref) => {
    const s = resolve(ref);
    return s && s.subjectId === subject.id ? [s.id] : [];
  });
  const domains = pkg.info.domain ? await domainsByCode(db, subject.id, grade, pkg.info.domain.code) : [];
  const domainId = (domains.find((d) => d.stateId === stateId) ?? domains[0])?.id ?? null;
  const findScale = await scaleFinder(db, author.userId);
  const notes = [...pkg.notes];
  const skipped = [...pkg.skipped];
  const imported = withinDraftLimits(await uploadPackagedImages(ctx, author, pkg, notes), skipped);
  if (!imported.length)
    throw packageError(
      `None of the package's items is a question the studio can hold: ${skipped.map((s) => `${s.file} (${qtiNoteText(s.note)})`).join('; ')}`,
    );

  const id = await db.transaction(async (tx) => {
    const ws = await insertWorksheet(tx, {
      title,
      description,
      grade,
      subjectId: subject.id,
      domainId,
      ownerId: author.userId,
      schoolId: author.schoolId,
    });
    await replaceStandards(tx, ws.id, worksheetStandards);
    const passageIds = new Map<string, number>();
    // One at a time: each new id is paired with its stimulus (passages are few).
    for (const p of pkg.passages)
      passageIds.set(p.key, (await insertPassage(tx, ws.id, { title: p.title.slice(0, TITLE_MAX), body: p.body })).id);
    const questionRows = imported.map((q, position) => {
      const question = { ...q.question, content: { ...q.question.content } } as TQuestionInput;
      const passageId = q.passageKey ? passageIds.get(q.passageKey) : undefined;
      const standardId = resolve(q.standard)?.id;
      if (passageId) question.passageId = passageId;
      if (standardId) question.standardId = standardId;
      if (question.answerType === ANSWER_TYPES.constructedResponse) {
        const scaleId = findScale(question.content.gradingScaleId, q.gradingScaleName);
        if (scaleId) question.content.gradingScaleId = scaleId;
        else delete question.content.gradingScaleId;
      }
      const values = questionValuesOf(q.draft ? question : storable(question));
      // A key that could not be read faithfully is for the teacher to check before students see it; the
      // reasons stay with the question, shown where the teacher opens it.
      const importNotes = values.isComplete ? q.notes : [...q.notes, ...schemaNotes(question)];
      if (!values.isComplete) notes.push(...schemaNotes(question).map((note) => ({ file: q.file, note })));
      return { worksheetId: ws.id, position, ...values, isComplete: values.isComplete && !q.draft, importNotes };
    });
    await insertQuestions(tx, questionRows);
    await refreshWorksheetDerived(tx, [ws.id]);
    await writeAudit(tx, {
      ...auditBy(author),
      action: 'worksheet.imported',
      entityType: 'worksheet',
      entityId: ws.id,
      details: { format: 'qti3', questions: questionRows.length, skipped: skipped.length },
    });
    return ws.id;
  });
  const detail = await worksheetDetail(db, author, (await findLiveWorksheet(db, id))!);
  return {
    ...detail,
    imported: {
      questions: detail.questions.length,
      complete: detail.questions.filter((q) => q.isComplete).length,
      passages: detail.passages.length,
      standards: detail.standards.length,
      unknownStandards: [...unknownStandards].filter(Boolean),
      skipped: skipped.map(({ file, note }) => ({ file, reason: qtiNoteText(note), ...note })),
      notes: notes.map(({ file, note }) => ({ file, note: qtiNoteText(note), ...note })),
    },
  };
}
