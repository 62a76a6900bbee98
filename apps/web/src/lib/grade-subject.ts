import { GRADES, gradeLabelIn, SUBJECTS, subjectLabelIn } from '@clearsheets/shared';
import { useMemo } from 'react';
import { useTranslation } from './i18n';

// Grades and subjects as a person reads them, in the screen's language ("Grade 5 · Math", "Grado 5 ·
// Matemáticas"): the one place screens take them from. The names themselves live in the shared rosters module,
// which the server's CSV files read too.

export interface GradeSubjectLabels {
  /** "Grade 5", "Kindergarten"; "Grado 5", "Kínder". An unknown code, null or empty shows `fallback`. */
  grade(grade: string | null | undefined, fallback?: string): string;
  /** "Math"; "Matemáticas". An unknown subject shows as it is. */
  subject(subject: string | null | undefined): string;
  /** "Grade 5 · Math"; the parts that are missing are left out. */
  gradeSubject(grade: string | null | undefined, subject: string | null | undefined): string;
  /** Every grade as select options, in order, limited to `only` when it is given. */
  gradeOptions(only?: readonly string[] | null): { value: string; label: string }[];
  /** The class subjects as select options (values stay the stored English names). */
  subjectOptions(): { value: string; label: string }[];
}

/** The labels in the nearest translator's language; they change with it. */
export function useGradeSubjectLabels(): GradeSubjectLabels {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const grade = (g: string | null | undefined, fallback = '') => (g ? gradeLabelIn(language, g) : fallback);
    const subject = (s: string | null | undefined) => (s ? subjectLabelIn(language, s) : '');
    return {
      grade,
      subject,
      gradeSubject: (g, s) => [grade(g), subject(s)].filter(Boolean).join(' · '),
      gradeOptions: (only) =>
        GRADES.filter((g) => !only || only.includes(g)).map((g) => ({ value: g, label: gradeLabelIn(language, g) })),
      subjectOptions: () => SUBJECTS.map((s) => ({ value: s, label: subjectLabelIn(language, s) })),
    };
  }, [language]);
}
