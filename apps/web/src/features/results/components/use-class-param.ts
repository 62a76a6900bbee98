import type { TClassSummary } from '@clearsheets/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { idParam } from '../lib/paths';

/** The page's class lives in `?classId=`; with none (or one that is not the caller's), the first class. */
export function useClassParam(classes: TClassSummary[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = idParam(params.get('classId'));
  const valid = classes?.some((c) => c.id === wanted) ? wanted : null;
  const fallback = classes?.[0]?.id ?? null;
  const classId = valid ?? (classes ? fallback : wanted);

  useEffect(() => {
    if (classes && valid === null && fallback !== null) {
      const copy = new URLSearchParams(params);
      copy.set('classId', String(fallback));
      setParams(copy, { replace: true });
    }
  }, [classes, valid, fallback, params, setParams]);

  const setClassId = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('classId', String(next));
    setParams(copy);
  };
  return [classId, setClassId] as const;
}
