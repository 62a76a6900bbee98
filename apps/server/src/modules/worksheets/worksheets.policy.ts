import type { Role } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { forbidden, notFound } from '../../platform/errors';
import { findLiveWorksheetForViewer, type WorksheetRow } from './worksheets.repository';

// The one worksheet policy (docs/decisions/0025): who sees a worksheet and who changes it. `can` is pure: the
// facts (library or not, owner, the owner's school, shared with the caller) are loaded with the worksheet.

/** What the rule needs to know about a worksheet, loaded with it. */
export interface WorksheetFacts {
  isLibrary: boolean;
  ownerId: number | null;
  /** The owner's school (null for the library). */
  schoolId: number | null;
  /** Its owner shared it with the caller. */
  sharedWithCaller: boolean;
  /** An admin confirmed the caller's place at their school: colleagues' shares open only then (decision 0035). */
  placementConfirmed?: boolean;
}

/** School leaders may look at (never change) the worksheets their school's teachers write. */
const SCHOOL_READERS: ReadonlySet<Role> = new Set(['SchoolAdmin', 'Principal', 'InstructionalCoach']);

type Who = Pick<Caller, 'userId' | 'role' | 'schoolId'>;

/** Why: one answer for reading a worksheet (everyone the library, its owner, colleagues it was shared with,
 * the leaders of the owner's school) and changing one (its owner only, who always sees their own: so editing
 * needs only the owner fact, and list rows pass what they have). */
export const worksheetPolicy = definePolicy(
  {
    read: (caller: Who, ws: WorksheetFacts) => {
      const leaderOfSchool = SCHOOL_READERS.has(caller.role) && ws.schoolId != null && ws.schoolId === caller.schoolId;
      const sharedWithColleague = ws.sharedWithCaller && ws.placementConfirmed !== false;
      return ws.isLibrary || ws.ownerId === caller.userId || leaderOfSchool || sharedWithColleague;
    },
    /** On a card, the owner may edit only while their license lets them author (`canAuthor`, when known). */
    edit: (caller: Pick<Caller, 'userId'>, ws: Pick<WorksheetFacts, 'ownerId'> & { canAuthor?: boolean }) =>
      ws.ownerId === caller.userId && ws.canAuthor !== false,
  },
  ['edit'],
);
export type WorksheetAction = (typeof worksheetPolicy.actions)[number];
export const { can } = worksheetPolicy;

/** Who is looking at worksheet cards: their id, and whether their license lets them author (cs_clearsheet_studio
 * edit, from the permission matrix). */
export interface Viewer {
  userId: number;
  canAuthor: boolean;
}

/** What a worksheet card tells the web (`canEdit`, named before abilities were: kept for the clients and the
 * tests that read it): the owner, when their license lets them author. */
export const abilitiesOf = (viewer: Viewer, ws: Pick<WorksheetFacts, 'ownerId'>): { edit: boolean } =>
  worksheetPolicy.abilitiesOf(viewer, { ownerId: ws.ownerId, canAuthor: viewer.canAuthor });

/** Loads a worksheet the caller may use: 404 when they may not see it (no hint that it exists), 403 when they
 * may see it but it is not theirs to change. */
export async function loadWorksheetFor(
  db: Db,
  caller: Caller,
  worksheetId: number,
  action: WorksheetAction,
): Promise<WorksheetRow> {
  const found = await findLiveWorksheetForViewer(db, worksheetId, caller.userId);
  if (!found) throw notFound();
  const { ws, sharedWithCaller, placementConfirmed } = found;
  const facts = {
    isLibrary: ws.isLibrary,
    ownerId: ws.ownerId,
    schoolId: ws.schoolId,
    sharedWithCaller,
    placementConfirmed,
  };
  if (!can(caller, 'read', facts)) throw notFound();
  if (!can(caller, action, facts)) throw forbidden();
  return ws;
}
