// A seed lesson as the lesson model stores it: questions numbered 1, 2, 3, ... in slide order, TEKS codes
// turned into standard ids. Pure, so the unit tests check exactly what the seeder stores.
import type { TLessonContent, TQuestion, TSlide, TSlideComponent } from '@clearsheets/shared';
import type { SeedQuestion } from '../library/types';
import type { SeedComponent, SeedLesson } from './types';

/** Resolves a TEKS code to its standard id (throws on an unknown code). */
export type StandardIdOf = (code: string) => number;

export function resolveLesson(lesson: SeedLesson, standardId: StandardIdOf): TLessonContent {
  let nextId = 1;
  const question = (q: SeedQuestion): TQuestion => {
    const { standardCode, passageKey, ...rest } = q;
    if (passageKey) throw new Error(`${lesson.key}: lesson questions have no passages`);
    return { ...rest, id: nextId++, ...(standardCode ? { standardId: standardId(standardCode) } : {}) } as TQuestion;
  };
  const component = (c: SeedComponent): TSlideComponent => {
    switch (c.kind) {
      case 5:
      case 6: {
        const { standardCode, questions, intervention, ...rest } = c;
        return {
          ...rest,
          standardId: standardId(standardCode),
          questions: questions.map(question),
          intervention: { ...intervention, recheck: intervention.recheck.map(question) },
        };
      }
      case 8: {
        const { standardCode, questions, ...rest } = c;
        return {
          ...rest,
          standardId: standardCode ? standardId(standardCode) : null,
          questions: questions.map(question),
        };
      }
      case 2:
        return { ...c, images: [] };
      case 7:
        return { ...c, images: c.images ?? [] };
      default:
        return c;
    }
  };
  const slides: TSlide[] = lesson.slides.map((s) => ({ ...s, components: s.components.map(component) }));
  return { slides };
}
