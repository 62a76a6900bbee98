import {
  SLIDE_COMPONENT_KINDS as K,
  lessonContentProblems,
  type TLessonContent,
  type TMyLessonInput,
  type TQuestion,
  type TQuestionInput,
  type TSlide,
  type TSlideComponent,
  ZMyLessonInput,
} from '@clearsheets/shared';

// The My Clear Lesson builder's pure rules: uploaded pages become slides, slides move, copy and go, components are
// made with their defaults, picked questions are copied with fresh ids, and the lesson is checked as the server will.

/** The contract's limits: slides of a lesson, components of a slide, questions of a check and of a re-check. */
export const BUILDER_LIMITS = { slides: 80, components: 6, questions: 10, recheck: 5, followUps: 20 } as const;
/** A question's id is an answer's item key (1-4 digits): ids stay between 1 and 9999. */
const QUESTION_ID_MAX = 9999;

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'pptx' | 'ppt';

/** What a file is by its first bytes (never by its name): PDF, PNG, JPEG, PowerPoint (zip or the old OLE file). */
export function sniffFile(head: Uint8Array, name = ''): FileKind | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  // A .pptx is a zip and a .ppt an OLE compound file: other zips and OLE files (Word, Excel) share these bytes, so
  // the name tells them apart and the server checks the rest.
  if (starts(0x50, 0x4b, 0x03, 0x04) && /\.pptx$/i.test(name)) return 'pptx';
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1) && /\.ppt$/i.test(name)) return 'ppt';
  return null;
}

/** `base`, or `base-2`, `base-3`… whichever is not taken yet (keys stay 64 characters at most). */
export function uniqueKey(base: string, used: ReadonlySet<string>): string {
  const clean =
    base
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'item';
  if (!used.has(clean)) return clean;
  for (let n = 2; ; n++) if (!used.has(`${clean}-${n}`)) return `${clean}-${n}`;
}

export const slideKeysOf = (content: TLessonContent) => new Set(content.slides.map((s) => s.key));
export const componentKeysOf = (content: TLessonContent) =>
  new Set(content.slides.flatMap((s) => s.components.map((c) => c.key)));

/** Every question id of the lesson (checks' questions and re-checks). */
export function questionIdsOf(content: TLessonContent): Set<number> {
  const ids = new Set<number>();
  for (const slide of content.slides)
    for (const c of slide.components) {
      if (c.kind === K.checkpoint || c.kind === K.exitTicket) {
        for (const q of [...c.questions, ...c.intervention.recheck]) ids.add(q.id);
      } else if (c.kind === K.warmUp) for (const q of c.questions) ids.add(q.id);
    }
  return ids;
}

/** `count` ids not yet used in the lesson: after the largest, or the smallest free ones when the end is reached. */
export function freshQuestionIds(used: ReadonlySet<number>, count: number): number[] {
  const ids: number[] = [];
  let next = Math.max(0, ...used) + 1;
  while (ids.length < count && next <= QUESTION_ID_MAX) ids.push(next++);
  for (let id = 1; ids.length < count && id <= QUESTION_ID_MAX; id++) if (!used.has(id)) ids.push(id);
  if (ids.length < count) throw new Error('No question ids left in this lesson');
  return ids;
}

/** A question as a worksheet holds it (its own id), to copy into the lesson. */
export type SourceQuestion = TQuestionInput & { id?: number };

/** Copies picked questions into the lesson: each with a fresh id unique within it, its standard kept, and no
 * passage (a lesson has none). */
export function copyQuestions(picked: readonly SourceQuestion[], usedIds: ReadonlySet<number>): TQuestion[] {
  const ids = freshQuestionIds(usedIds, picked.length);
  return picked.map((q, i) => {
    const { id: _source, passageId: _passage, ...rest } = q;
    return { ...structuredClone(rest), id: ids[i] as number } as TQuestion;
  });
}

/** The standard most of the questions assess (the first of a tie), or null when none names one. */
export function standardOfQuestions(questions: readonly { standardId?: number | null }[]): number | null {
  const counts = new Map<number, number>();
  for (const q of questions) if (q.standardId) counts.set(q.standardId, (counts.get(q.standardId) ?? 0) + 1);
  let best: number | null = null;
  let most = 0;
  for (const [id, n] of counts)
    if (n > most) {
      best = id;
      most = n;
    }
  return best;
}

/** An uploaded page (or picture) of a presentation. */
export interface UploadedPage {
  url: string;
  /** The page's number in its file (1 for a picture). */
  page: number;
  fileName: string;
}

/** Each uploaded page becomes a class slide with the page as its background: `page-<n>`, "Page <n>". */
export function pagesToSlides(
  pages: readonly UploadedPage[],
  usedKeys: ReadonlySet<string>,
  text: { title: (page: number) => string; alt: (page: number, fileName: string) => string },
): TSlide[] {
  const used = new Set(usedKeys);
  return pages.map((p) => {
    const key = uniqueKey(`page-${p.page}`, used);
    used.add(key);
    return {
      key,
      title: text.title(p.page).slice(0, 200),
      target: 1,
      background: { url: p.url, alt: text.alt(p.page, p.fileName).slice(0, 500) },
      components: [],
    };
  });
}

/** A blank slide (a title and room for components). */
export function blankSlide(title: string, usedKeys: ReadonlySet<string>): TSlide {
  return { key: uniqueKey('slide', usedKeys), title: title.slice(0, 200), target: 1, components: [] };
}

/** The list with one item moved from `from` to `to` (both clamped; the same list when nothing moves). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Drops slide keys from every check's pathway and intervention (a slide removed, or no longer a follow-up). */
function withoutFollowUps(slides: readonly TSlide[], keys: ReadonlySet<string>): TSlide[] {
  return slides.map((slide) => {
    if (!slide.components.some((c) => c.kind === K.checkpoint || c.kind === K.exitTicket)) return slide;
    return {
      ...slide,
      components: slide.components.map((c) =>
        c.kind === K.checkpoint || c.kind === K.exitTicket
          ? {
              ...c,
              pathway: { slideKeys: c.pathway.slideKeys.filter((k) => !keys.has(k)) },
              intervention: { ...c.intervention, slideKeys: c.intervention.slideKeys.filter((k) => !keys.has(k)) },
            }
          : c,
      ),
    };
  });
}

/** Removes a slide and every check's reference to it. */
export function removeSlide(content: TLessonContent, index: number): TLessonContent {
  const gone = content.slides[index];
  if (!gone) return content;
  const slides = content.slides.filter((_, i) => i !== index);
  return { slides: withoutFollowUps(slides, new Set([gone.key])) };
}

/** Marks a slide for the class (1) or as a follow-up (2); a class slide is no longer any check's follow-up. */
export function setSlideTarget(content: TLessonContent, index: number, target: 1 | 2): TLessonContent {
  const slide = content.slides[index];
  if (!slide || slide.target === target) return content;
  const slides = content.slides.map((s, i) => (i === index ? { ...s, target } : s));
  return { slides: target === 1 ? withoutFollowUps(slides, new Set([slide.key])) : slides };
}

/** A component copied with fresh keys and question ids (its follow-up plan kept). */
function copyComponent(c: TSlideComponent, usedKeys: Set<string>, usedIds: Set<number>): TSlideComponent {
  const key = uniqueKey(c.key, usedKeys);
  usedKeys.add(key);
  const fresh = (questions: TQuestion[]) => {
    const copied = copyQuestions(questions, usedIds);
    for (const q of copied) usedIds.add(q.id);
    return copied;
  };
  if (c.kind === K.checkpoint || c.kind === K.exitTicket)
    return {
      ...structuredClone(c),
      key,
      questions: fresh(c.questions),
      intervention: { ...structuredClone(c.intervention), recheck: fresh(c.intervention.recheck) },
    };
  if (c.kind === K.warmUp) return { ...structuredClone(c), key, questions: fresh(c.questions) };
  return { ...structuredClone(c), key };
}

/** Puts a copy of the slide right after it: a new key, its components' keys and question ids fresh. */
export function duplicateSlide(content: TLessonContent, index: number, copyTitle: (title: string) => string) {
  const slide = content.slides[index];
  if (!slide || content.slides.length >= BUILDER_LIMITS.slides) return content;
  const usedKeys = componentKeysOf(content);
  const usedIds = questionIdsOf(content);
  const copy: TSlide = {
    ...structuredClone(slide),
    key: uniqueKey(slide.key, slideKeysOf(content)),
    title: copyTitle(slide.title).slice(0, 200),
    components: slide.components.map((c) => copyComponent(c, usedKeys, usedIds)),
  };
  const slides = [...content.slides];
  slides.splice(index + 1, 0, copy);
  return { slides };
}

export type ComponentKind = TSlideComponent['kind'];
const KEY_BASES: Record<ComponentKind, string> = {
  1: 'check-in',
  2: 'text',
  3: 'yes-no',
  4: 'true-false',
  5: 'checkpoint',
  6: 'exit-ticket',
  7: 'quick-check',
  8: 'warm-up',
  9: 'video',
};

/** A new component of a kind with its defaults (a check still needs its questions, a yes/no its prompt). */
export function newComponent(
  kind: ComponentKind,
  usedKeys: ReadonlySet<string>,
  text: { moodPrompt: string; checkTitle: string },
): TSlideComponent {
  const key = uniqueKey(KEY_BASES[kind], usedKeys);
  const routed = {
    title: text.checkTitle,
    questions: [],
    standardId: null,
    pathway: { slideKeys: [] },
    intervention: { kind: 0 as const, slideKeys: [], recheck: [] },
  };
  switch (kind) {
    case K.socialEmotional:
      return { key, kind, template: 1, prompt: text.moodPrompt };
    case K.priorKnowledge:
      return { key, kind, title: '', body: '', images: [] };
    case K.yesNo:
      return { key, kind, prompt: '' };
    case K.trueFalse:
      return { key, kind, prompt: '' };
    case K.checkpoint:
      return { key, kind, ...routed, slideType: 1 };
    case K.exitTicket:
      return { key, kind, ...routed, slideType: 3 };
    case K.presentationActivity:
      return { key, kind, title: '', body: '', images: [], cfu: { format: 1, prompt: '' } };
    case K.warmUp:
      return { key, kind, title: text.checkTitle, questions: [], standardId: null };
    case K.video:
      return { key, kind, title: '', src: '', captionsSrc: '' };
  }
}

/** Replaces one component of one slide. */
export function updateComponent(
  content: TLessonContent,
  slideIndex: number,
  componentKey: string,
  change: (c: TSlideComponent) => TSlideComponent,
): TLessonContent {
  return {
    slides: content.slides.map((s, i) =>
      i === slideIndex ? { ...s, components: s.components.map((c) => (c.key === componentKey ? change(c) : c)) } : s,
    ),
  };
}

export interface BuilderProblem {
  /** The server's field path ("content.slides.2.components.0.prompt") or the builder's own. */
  field: string;
  message: string;
}

/** Where a problem is: the slide and component it names, if any. */
export function problemPlace(field: string): { slide: number | null; component: number | null } {
  const m = /^content\.slides\.(\d+)(?:\.components\.(\d+))?/.exec(field);
  return { slide: m ? Number(m[1]) : null, component: m?.[2] !== undefined ? Number(m[2]) : null };
}

/** Everything the server would refuse, found before sending: the contract's checks (video and captions addresses
 * among them), then the lesson rules (lessonContentProblems). */
export function lessonProblems(input: TMyLessonInput): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  const parsed = ZMyLessonInput.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems.push({ field: issue.path.join('.'), message: issue.message });
  // A video address the contract refuses is refused by the rules too: each problem is said once.
  const said = new Set(problems.map((p) => `${p.field}\n${p.message}`));
  problems.push(...lessonContentProblems(input.content).filter((p) => !said.has(`${p.field}\n${p.message}`)));
  return problems;
}

/** The lesson as the server takes it (POST and PUT send the whole of it). */
export function toLessonInput(draft: TMyLessonInput): TMyLessonInput {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    grade: draft.grade,
    content: draft.content,
  };
}

/** A stable text of the lesson, to tell whether it changed since it was loaded or saved. */
export const draftSignature = (draft: TMyLessonInput) => JSON.stringify(toLessonInput(draft));
