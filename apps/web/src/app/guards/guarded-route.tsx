import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { PAGE_ROLES } from '../../lib/route-access';
import { RequireRole } from './require-role';

export type GuardedPath = keyof typeof PAGE_ROLES;

/** A page's route, opened only to the roles route-access.ts gives its path. */
export function guardedRoute(path: GuardedPath, element: ReactNode) {
  return <Route path={path} element={<RequireRole roles={PAGE_ROLES[path]}>{element}</RequireRole>} />;
}
