import { STAFF_ROLES } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';

// The accounts policy (docs/decisions/0025, 0028): a person's account settings are their own. Nobody reads or
// changes another person's profile, email, password, language or notices through these routes (admins manage
// staff through modules/staff); students have none of them (their teacher sets their password).

/** Who has account settings: every staff role. The routes' guard reads this list. */
export const ACCOUNT_HOLDERS = STAFF_ROLES;

/** The account (the user row) or, for `chooseLicenseGrade`, the free license it would set. */
export interface AccountFacts {
  userId: number;
  /** chooseLicenseGrade: the license's holder, and whether it still has no grade. */
  license?: { teacherId: number | null; grades: readonly string[] };
}

/** Why: settings are a person's own; a free license's one grade is chosen once, by its holder. */
const own = (caller: Caller, facts: AccountFacts) =>
  caller.userId === facts.userId && (ACCOUNT_HOLDERS as readonly string[]).includes(caller.role);

export const accountPolicy = definePolicy({
  read: own,
  edit: own,
  chooseLicenseGrade: (caller: Caller, facts: AccountFacts) => {
    const license = facts.license;
    return own(caller, facts) && !!license && license.teacherId === caller.userId && license.grades.length === 0;
  },
});
export type AccountAction = (typeof accountPolicy.actions)[number];
export const can = (caller: Caller, action: AccountAction, facts: AccountFacts) =>
  accountPolicy.can(caller, action, facts);
