import {
  CFU_OPTIONS,
  type CfuFormat,
  cfuCorrect,
  SLIDE_COMPONENT_KINDS as K,
  MOOD_OPTIONS,
  type TLessonResponse,
  type TSlide,
  type TSlideComponent,
  type TStudentSlide,
  type TStudentSlideComponent,
  tally,
} from '@clearsheets/shared';

// What a slide asks of students, item by item (a mood, a quick check, each question of a check), and how the
// class answered each: the figures the results view, the projector and the students table share.

export const MOOD_ITEM = 'mood';
export const CFU_ITEM = 'cfu';
export const recheckItem = (questionId: number) => `recheck:${questionId}`;

export type SlideItem =
  | { kind: 'choice'; componentKey: string; itemKey: string; options: readonly { value: string; label: string }[] }
  | { kind: 'question'; componentKey: string; itemKey: string; questionId: number; number: number };

/** The options of a component's quick check in the student's view (presentation CFU labels its choices). */
export function cfuOptionsOf(c: TStudentSlideComponent | TSlideComponent): readonly { value: string; label: string }[] {
  if (c.kind === K.yesNo) return CFU_OPTIONS[2];
  if (c.kind === K.trueFalse) return CFU_OPTIONS[3];
  if (c.kind === K.presentationActivity && c.cfu && c.cfu.format !== 0) {
    const options = CFU_OPTIONS[c.cfu.format as CfuFormat];
    const choices = c.cfu.choices;
    if (!choices?.length) return options;
    return options.map((o, i) => (choices[i] ? { value: o.value, label: `${o.label}. ${choices[i]}` } : o));
  }
  return [];
}

/** Every answerable item of a slide, in order. */
export function slideItems(slide: TSlide | TStudentSlide): SlideItem[] {
  const items: SlideItem[] = [];
  for (const c of slide.components) {
    if (c.kind === K.socialEmotional) {
      items.push({ kind: 'choice', componentKey: c.key, itemKey: MOOD_ITEM, options: MOOD_OPTIONS });
      continue;
    }
    const options = cfuOptionsOf(c);
    if (options.length) {
      items.push({ kind: 'choice', componentKey: c.key, itemKey: CFU_ITEM, options });
      continue;
    }
    if (c.kind === K.checkpoint || c.kind === K.exitTicket || c.kind === K.warmUp)
      c.questions.forEach((q, i) => {
        items.push({ kind: 'question', componentKey: c.key, itemKey: String(q.id), questionId: q.id, number: i + 1 });
      });
  }
  return items;
}

/** Whether a slide asks students for anything (else they wait for the teacher). */
export const slideHasWork = (slide: TSlide | TStudentSlide) => slideItems(slide).length > 0;

export interface ChoiceFigures {
  kind: 'choice';
  componentKey: string;
  itemKey: string;
  options: { value: string; label: string; count: number; correct: boolean }[];
  answered: number;
}
export interface QuestionFigures {
  kind: 'question';
  componentKey: string;
  itemKey: string;
  number: number;
  answered: number;
  correct: number;
}
export interface ComponentFigures {
  component: TSlideComponent;
  items: (ChoiceFigures | QuestionFigures)[];
}

/** How the class answered each item of one slide, per component. */
export function slideFigures(slide: TSlide, responses: readonly TLessonResponse[]): ComponentFigures[] {
  const out: ComponentFigures[] = [];
  for (const component of slide.components) {
    const items = slideItems({ ...slide, components: [component] });
    if (!items.length) continue;
    const correctValue = component.kind === K.socialEmotional ? undefined : cfuCorrect(component);
    out.push({
      component,
      items: items.map((item) => {
        const rows = responses.filter((r) => r.componentKey === item.componentKey && r.itemKey === item.itemKey);
        if (item.kind === 'choice') {
          const counts = new Map(
            tally(
              item.options,
              rows.map((r) => r.value),
            ).map((o) => [o.value, o.count]),
          );
          return {
            kind: 'choice',
            componentKey: item.componentKey,
            itemKey: item.itemKey,
            options: item.options.map((o) => ({
              value: o.value,
              label: o.label,
              count: counts.get(o.value) ?? 0,
              correct: correctValue === o.value,
            })),
            answered: rows.length,
          } satisfies ChoiceFigures;
        }
        return {
          kind: 'question',
          componentKey: item.componentKey,
          itemKey: item.itemKey,
          number: item.number,
          answered: rows.length,
          correct: rows.filter((r) => r.status === 'correct').length,
        } satisfies QuestionFigures;
      }),
    });
  }
  return out;
}

/** Students who answered at least one item of the slide. */
export function answeredStudents(slide: TSlide, responses: readonly TLessonResponse[]): Set<number> {
  const keys = new Set(slideItems(slide).map((i) => `${i.componentKey}|${i.itemKey}`));
  const ids = new Set<number>();
  for (const r of responses) if (keys.has(`${r.componentKey}|${r.itemKey}`)) ids.add(r.studentId);
  return ids;
}

/** What read-aloud says for a slide (type 6): its title and the words of its parts, questions left to their own
 * buttons. TeX and marks are turned into words by the read-aloud button. */
export function slideSpeech(slide: TSlide | TStudentSlide): string {
  const parts: string[] = [slide.title];
  for (const c of slide.components) {
    if ('title' in c && c.title) parts.push(c.title);
    if ('body' in c && c.body) parts.push(c.body);
    if ('prompt' in c && c.prompt) parts.push(c.prompt);
    if (c.kind === 7 && c.cfu?.prompt) parts.push(c.cfu.prompt, ...(c.cfu.choices ?? []));
  }
  return parts.join('. ');
}
