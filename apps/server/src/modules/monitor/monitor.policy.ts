import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { forbidden, notFound } from '../../platform/errors';

// The monitor policy (docs/decisions/0025): who may watch assignments live (the `assignment:<id>` room and the
// monitor's REST reads). Which assignment is the assignment policy's reach (404 outside it, checked after this).

/** What the rule needs: the caller holds cs_clear_monitor (view), read from the permission matrix. */
export interface MonitorFacts {
  granted: boolean;
}

/** Why: students never watch (the room's snapshot carries answer keys); staff need the license's flag. */
export const monitorPolicy = definePolicy({
  watch: (caller: Caller, facts: MonitorFacts) => caller.role !== 'Student' && facts.granted,
});
export type MonitorAction = (typeof monitorPolicy.actions)[number];
export const { can } = monitorPolicy;

/** Throws unless the caller may watch at all: a student is told nothing exists, staff without the flag are
 * refused. */
export function assertMayWatch(caller: Caller, facts: MonitorFacts) {
  if (caller.role === 'Student') throw notFound();
  if (!can(caller, 'watch', facts)) throw forbidden();
}
