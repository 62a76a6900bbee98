import type { TMathMoment } from '../contracts/arcade';
import { seededRandom } from '../random';

// A game's math moments: quick questions at the level of the standards the student has been working on (the grade
// in a TEKS code like "5.3K"), with numbers drawn from the round's seed. A right answer earns a power-up.

type Make = (r: () => number) => { prompt: string; answer: number };

const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

const BY_GRADE: Record<number, Make[]> = {
  3: [
    (r) => {
      const a = int(r, 2, 9);
      const b = int(r, 2, 9);
      return { prompt: `${a} × ${b} = ?`, answer: a * b };
    },
    (r) => {
      const b = int(r, 2, 9);
      const q = int(r, 2, 9);
      return { prompt: `${b * q} ÷ ${b} = ?`, answer: q };
    },
  ],
  4: [
    (r) => {
      const a = int(r, 12, 49);
      const b = int(r, 3, 9);
      return { prompt: `${a} × ${b} = ?`, answer: a * b };
    },
    (r) => {
      const a = int(r, 120, 900);
      const b = int(r, 100, 500);
      return { prompt: `${a} + ${b} = ?`, answer: a + b };
    },
  ],
  5: [
    (r) => {
      const a = int(r, 2, 9);
      const b = int(r, 2, 9);
      const c = int(r, 2, 9);
      return { prompt: `(${a} + ${b}) × ${c} = ?`, answer: (a + b) * c };
    },
    (r) => {
      const d = int(r, 5, 12);
      const a = int(r, 1, d - 2);
      const b = int(r, 1, d - a - 1);
      return { prompt: `${a}/${d} + ${b}/${d} = ?/${d}`, answer: a + b };
    },
  ],
  6: [
    (r) => {
      const p = int(r, 1, 9) * 10;
      const n = int(r, 1, 9) * 10;
      return { prompt: `${p}% of ${n} = ?`, answer: (p * n) / 100 };
    },
    (r) => {
      const a = int(r, 2, 9);
      const k = int(r, 2, 6);
      return { prompt: `${a} : ${a * k} = 1 : ?`, answer: k };
    },
  ],
  7: [
    (r) => {
      const a = -int(r, 2, 12);
      const b = int(r, 2, 12);
      return { prompt: `${a} + ${b} = ?`, answer: a + b };
    },
    (r) => {
      const a = -int(r, 2, 9);
      const b = -int(r, 2, 9);
      return { prompt: `(${a}) × (${b}) = ?`, answer: a * b };
    },
  ],
  8: [
    (r) => {
      const x = int(r, 2, 9);
      const m = int(r, 2, 6);
      const b = int(r, 1, 12);
      return { prompt: `${m}x + ${b} = ${m * x + b}. x = ?`, answer: x };
    },
    (r) => {
      const a = int(r, 2, 12);
      return { prompt: `${a}² = ?`, answer: a * a };
    },
  ],
};

/** The grade a standard code names ("5.3K" is grade 5), clamped to the grades the questions cover. */
export function gradeOfStandard(code: string | null, fallback: number): number {
  const grade = code ? Number.parseInt(code, 10) : Number.NaN;
  return Math.min(8, Math.max(3, Number.isFinite(grade) ? grade : fallback));
}

/** Three questions from the student's recent standards (or their class's grade), four choices each. */
export function mathMomentsFor(codes: readonly string[], classGrade: number, seed: number, count = 3): TMathMoment[] {
  const r = seededRandom(seed);
  const moments: TMathMoment[] = [];
  for (let i = 0; i < count; i++) {
    const standard = codes.length ? (codes[i % codes.length] ?? null) : null;
    const makers = BY_GRADE[gradeOfStandard(standard, classGrade)]!;
    const { prompt, answer } = makers[Math.floor(r() * makers.length)]!(r);
    const wrong = new Set<number>();
    for (const d of [1, -1, 2, 10, -2, 3]) if (wrong.size < 3 && answer + d !== answer) wrong.add(answer + d);
    const choices = [answer, ...wrong].sort(() => r() - 0.5);
    moments.push({ standard, prompt, choices: choices.map(String), answer: choices.indexOf(answer) });
  }
  return moments;
}
