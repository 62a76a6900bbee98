import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { addFeatureBundle, addTexts, useFeatureT } from '../../../lib/i18n';
import { rememberClass } from '../../../lib/last-class';
import { canOpenPath, PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';

// The class page's next steps: the class's assignments and its results. Opening a class also makes it the
// one "Class results" opens next time (lib/last-class).

const bundle = addFeatureBundle({
  classJourney: { assignments: 'Assignments', results: 'Class results' },
});
addTexts('es', { classJourney: { assignments: 'Tareas', results: 'Resultados de la clase' } });

/** Links from a class to its assignments (for those who may open that list) and its results. */
export function ClassJourneyLinks({ classId }: { classId: number }) {
  const t = useFeatureT<typeof bundle>();
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user?.UserId : null;
  useEffect(() => rememberClass(userId, classId), [userId, classId]);
  if (session.status !== 'signedIn') return null;
  return (
    <>
      {canOpenPath(session.role, PATHS.teacherAssignmentList) ? (
        <Button component={Link} to={`${PATHS.teacherAssignmentList}?classId=${classId}`} variant="default">
          {t('classJourney.assignments')}
        </Button>
      ) : null}
      {canOpenPath(session.role, PATHS.teacherClassResult) ? (
        <Button component={Link} to={`${PATHS.teacherClassResult}?classId=${classId}`} variant="default">
          {t('classJourney.results')}
        </Button>
      ) : null}
    </>
  );
}
