import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../../../lib/route-access';
import { useSession } from '../../../../lib/session-store';
import { idParam } from './scope-paths';

/**
 * The school a report is about: `?schoolId=`, else (a school's leader) their own school, written into the address
 * so links and reloads keep it. Null for a district admin who named none: the page sends them to the district.
 */
export function useSchoolParam(): { schoolId: number | null; seesDistrict: boolean } {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const named = idParam(params.get('schoolId'));
  const own = session.status === 'signedIn' ? (session.user?.SchoolId ?? null) : null;
  // Whoever may open the district report starts there (crumbs lead back to it); a school's leader at their school.
  const seesDistrict = session.status === 'signedIn' && isRoleAllowed(session.role, PAGE_ROLES[PATHS.districtReport]);
  const fallback = seesDistrict ? null : own;

  useEffect(() => {
    if (named === null && fallback !== null) {
      const next = new URLSearchParams(params);
      next.set('schoolId', String(fallback));
      setParams(next, { replace: true });
    }
  }, [named, fallback, params, setParams]);

  return { schoolId: named ?? fallback, seesDistrict };
}
