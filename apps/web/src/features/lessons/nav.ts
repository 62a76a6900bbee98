import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entries for Clear Lessons and the lesson summary: labels only, so the shell does not load
// the lesson pages.

addTexts('en', {
  lessons: { nav: { lessons: 'Clear Lessons', myLessons: 'My Clear Lessons', summary: 'Lesson summary' } },
});
addTexts('es', {
  lessons: { nav: { lessons: 'Clear Lessons', myLessons: 'My Clear Lessons', summary: 'Resumen de lecciones' } },
});

/** "Clear Lessons", lit on the library, a preview and a live lesson; "My Clear Lessons", lit on the teacher's own
 * lessons, the builder and a live My Clear Lesson; "Lesson summary", lit on its lists and reports. */
export function lessonsNavItems(role: Role, t: LabelT): { to: string; label: string; matches: string[] }[] {
  const items: { to: string; label: string; matches: string[] }[] = [];
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherClearLesson]))
    items.push({
      to: PATHS.teacherClearLesson,
      label: t('lessons.nav.lessons'),
      matches: [PATHS.teacherClearLesson, PATHS.teacherClearLessonPreview, PATHS.teacherClearLessonLaunch],
    });
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherMyClearLesson]))
    items.push({
      to: PATHS.teacherMyClearLesson,
      label: t('lessons.nav.myLessons'),
      matches: [PATHS.teacherMyClearLesson, PATHS.teacherMyClearLessonManage, PATHS.teacherMyClearLessonLaunch],
    });
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherLessonSummary]))
    items.push({
      to: PATHS.teacherLessonSummary,
      label: t('lessons.nav.summary'),
      matches: [
        PATHS.teacherLessonSummary,
        PATHS.teacherLessonSummaryReport,
        PATHS.teacherMyLessonSummary,
        PATHS.teacherMyLessonSummaryReport,
        PATHS.teacherClassLessonResult,
        PATHS.teacherSchoolLessonDetails,
      ],
    });
  return items;
}
