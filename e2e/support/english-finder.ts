import { GRADE_LABELS, MESSAGES, STUDENT_IMPORT_COLUMNS, SUBJECTS } from '@clearsheets/shared';
import type { Page } from '@playwright/test';

// Finds English on a screen that should be Spanish. English is recognised by words a Spanish screen never uses
// (whole words, any case). What is not the app's own text is left out, and only that:
// - content: what people wrote and the library holds, as the API sent it under the keys that carry it (people's
//   and places' names, titles of worksheets, assignments and lessons, question and slide content, passages,
//   standards' codes and descriptions); the library is authored in English and shown as it was written;
// - the columns a student-import file must have, shown as the format to use (the file is read by those names),
//   and the names of the files a OneRoster zip must hold ("classes.csv");
// - the product's names, the same in both languages.
// The server's catalogue messages, subject names and grade names are the app's words even when the API sends
// them, so they are never taken as content.

/** Words of English screens that Spanish never uses ("No", "Total", "Final" and the like are Spanish too). */
const WORDS = `
the and your you with of to for from this that these is are was were not or by in on at it its be have will can
all each every more new one what who when how which after before into out here there yet our their they we an if than
then open close save cancel add edit show hide back next previous search choose print download view loading students?
class(es)? teachers? assign(ed|ment|ments)? lessons? worksheets? reports? games? coins? scores? questions? answers?
results? settings name week today page grade kindergarten none yes level average minutes points correct percent school
district standards? free upgrade sign password username submitted started due groups? summary library math reading
science
`;
// Whole words by letters of any alphabet: "evalúan" holds no "an", as an ASCII \b would find.
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}])(${WORDS.trim().split(/\s+/).join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** The product's names and its parts' names. */
const PRODUCT_NAMES = /My Clear Lessons?|Clear Lessons?|Clear Monitor|Clearsheet Studio|Clear ?[Ss]heets?/g;

/** Names of the files an import must hold. */
const FILE_NAMES = /(?<![\p{L}\p{N}])[\w-]+\.(csv|zip)(?![\p{L}\p{N}])/giu;

/** The student-import columns, alone or as the file's header line: the names the file must use. */
const IMPORT_COLUMNS = new Set<string>(STUDENT_IMPORT_COLUMNS);
const isFileFormat = (text: string) => text.split(/\s*[,;\t]\s*/).every((part) => IMPORT_COLUMNS.has(part));

/** JSON keys whose strings (and everything under them) are content, not the app's words. */
const CONTENT_KEYS = new Set([
  'name',
  'firstName',
  'lastName',
  'fullName',
  'studentName',
  'teacherName',
  'schoolName',
  'districtName',
  'className',
  'teachers',
  'username',
  'email',
  'title',
  'worksheetTitle',
  'assignmentTitle',
  'lessonTitle',
  'description',
  'code',
  'prompt',
  'content',
  'choices',
  'body',
  'passage',
  'passages',
  'slides',
  'text',
  // A question as a student gets it (no answer key): its sentence with gaps and its table's column headers (its
  // choices, items, options and given cells are under 'text').
  'template',
  'header',
]);

/** The app's words, whatever sends them. */
const APP_WORDS = new Set<string>([...Object.values(MESSAGES), ...SUBJECTS, ...Object.values(GRADE_LABELS)]);

/** Collects the content the page's API answers carry from now on (start it before the page first loads: a
 * later visit may take an answer from the browser's cache, whose body the page's events do not carry); `uiPart`
 * takes it out of a text. */
export function contentCollector(page: Page) {
  const texts = new Set<string>();
  const reading: Promise<void>[] = [];
  const add = (value: string) => {
    const text = value.trim();
    if (text.length < 2 || APP_WORDS.has(text)) return;
    texts.add(text);
    // Math ($…$) is typeset and lines are shown apart: each piece is content on its own.
    for (const piece of text.split(/\$[^$]*\$|\n/)) if (piece.trim().length >= 2) texts.add(piece.trim());
  };
  const collect = (value: unknown, inContent: boolean) => {
    if (typeof value === 'string') {
      if (inContent) add(value);
    } else if (Array.isArray(value)) for (const item of value) collect(item, inContent);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) collect(item, inContent || CONTENT_KEYS.has(key));
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    reading.push(
      response.json().then(
        (body) => collect(body, false),
        () => undefined,
      ),
    );
  });
  return {
    /** The text without the content and product names it holds. */
    async uiPart(text: string) {
      await Promise.all(reading);
      if (texts.has(text) || isFileFormat(text)) return '';
      // A piece of content: a question's sentence around its blanks, a prompt cut short with an ellipsis.
      const piece = text.replace(/\s*(…|\.\.\.)$/, '');
      if (piece.length >= 4) for (const typed of texts) if (typed.includes(piece)) return '';
      let rest = text.replace(PRODUCT_NAMES, ' ').replace(FILE_NAMES, ' ');
      // The longest first: a class "Grade 3 Math" goes whole, before a shorter text inside it.
      for (const typed of [...texts].sort((a, b) => b.length - a.length))
        if (typed.length >= 4 && rest.includes(typed)) rest = rest.split(typed).join(' ');
      return rest;
    },
  };
}

/** Visible texts of the page, the labels a screen reader or a pointer shows (aria-label, placeholder, title) and
 * the chosen option a select shows in its box. Typeset math and drawings are left out. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest('.katex, svg') || !shown(parent)) continue;
      out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    // A select's box is a read-only input: its value is the option's label, the app's words.
    for (const input of document.body.querySelectorAll<HTMLInputElement>('input[readonly]'))
      if (input.value.trim() && shown(input)) out.push(input.value.trim());
    return out;
  });
}

/** The English texts of the page as it is now, each as "url: text". */
export async function englishOnPage(page: Page, content: ReturnType<typeof contentCollector>, url: string) {
  const found: string[] = [];
  for (const text of new Set(await visibleTexts(page)))
    if (ENGLISH.test(text) && ENGLISH.test(await content.uiPart(text)))
      found.push(`${url}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
  return found;
}
