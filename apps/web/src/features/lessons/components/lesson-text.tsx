import { RichText } from '../../questions';

// Lesson content (slide and part titles, quick-check prompts and choices, their labels on tallies, reports and the
// students table) is written like question text: **bold**, *italic*, TeX between $...$ and \$ for a dollar sign.
// Every place a lesson shows such text renders it through this one component, never as a plain string, so no
// student or teacher ever reads TeX source (the worksheet player's renderer: KaTeX with MathML).

/** One line of lesson text, math rendered; also any sentence a lesson string was put into (a caption, "Your
 * answer: ..."). */
export function LessonText({ text }: { text: string }) {
  return <RichText inline text={text} />;
}
