import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entries for grading and results: three labels only, so the shell does not load
// the results screens' texts.

const nav = { grading: 'Grading', classResults: 'Class results', schoolResults: 'School results' };
addTexts('en', { results: { nav } });
addTexts('es', {
  results: {
    nav: { grading: 'Calificar', classResults: 'Resultados de la clase', schoolResults: 'Resultados de la escuela' },
  },
});

/** "Grading" (teachers), "Class results" (lit on an assignment's results and a student's sheet), "School results". */
export function resultsNavItems(role: Role, t: LabelT): { to: string; label: string; matches: string[] }[] {
  const items: { to: string; label: string; matches: string[] }[] = [];
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherGradeQueue])) {
    items.push({
      to: PATHS.teacherGradeQueue,
      label: t('results.nav.grading'),
      matches: [PATHS.teacherGradeQueue, PATHS.teacherGradeResult],
    });
  }
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherClassResult])) {
    items.push({
      to: PATHS.teacherClassResult,
      label: t('results.nav.classResults'),
      matches: [PATHS.teacherClassResult, PATHS.teacherAssignmentResult, PATHS.teacherStudentScores],
    });
  }
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherSchoolDetails])) {
    items.push({
      to: PATHS.teacherSchoolDetails,
      label: t('results.nav.schoolResults'),
      matches: [PATHS.teacherSchoolDetails],
    });
  }
  return items;
}
