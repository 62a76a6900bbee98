import type { TClassSummary } from '@clearsheets/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { lastClassOf, preferredClass, rememberClass } from '../../../lib/last-class';
import { useSession } from '../../../lib/session-store';
import { idParam } from '../lib/paths';

/**
 * The page's class lives in `?classId=`; with none (or one that is not the caller's), the class the teacher
 * used last, else the first. The class shown is remembered, so "Class results" reopens it next time.
 */
export function useClassParam(classes: TClassSummary[] | undefined) {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user?.UserId : null;
  const wanted = idParam(params.get('classId'));
  const valid = classes?.some((c) => c.id === wanted) ? wanted : null;
  const fallback = classes ? (preferredClass(classes, lastClassOf(userId))?.id ?? null) : null;
  const classId = valid ?? (classes ? fallback : wanted);

  useEffect(() => {
    if (classes && valid === null && fallback !== null) {
      const copy = new URLSearchParams(params);
      copy.set('classId', String(fallback));
      setParams(copy, { replace: true });
    }
  }, [classes, valid, fallback, params, setParams]);

  useEffect(() => {
    if (valid !== null) rememberClass(userId, valid);
  }, [userId, valid]);

  const setClassId = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('classId', String(next));
    setParams(copy);
  };
  return [classId, setClassId] as const;
}
