import { LICENSES } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { AppError, notFound } from '../../platform/errors';

// The arcade's policy (docs/decisions/0032):
// - Only a student plays, shops and reads their own arcade; every arcade request acts on the caller's own rows, so
//   no id of another student is ever accepted (another student's inventory cannot even be named).
// - A class's arcade settings and game summary: the class policy's `read` to look, `edit` to change (its teachers;
//   school and district admins of its school; principals and coaches look only).
// - The district switch: a district admin of that district.
// - Unlimited play needs a paid or premium license reaching the student (school or district); otherwise the
//   spec's free limit of 3 games a day.

export const arcadePolicy = definePolicy({
  play: (caller: Caller) => caller.role === 'Student',
  districtSwitch: (caller: Caller) => caller.role === 'DistrictAdmin' && caller.districtId !== null,
});
export type ArcadeAction = (typeof arcadePolicy.actions)[number];
export const can = (caller: Caller, action: ArcadeAction) => arcadePolicy.can(caller, action);

export function assertCan(caller: Caller, action: ArcadeAction) {
  if (!can(caller, action)) throw notFound();
}

/** Whether the caller's licenses lift the free game limit. */
export const unlimitedPlay = (caller: Caller) => caller.licenses.some((code) => LICENSES[code].tier !== 'free');

/** The spec's free-limit refusal. */
export const freeLimitReached = () => new AppError(403, 'free_game_limit', 'freeGameLimit');
