import {
  addDays,
  mondayOf,
  REPORT_TIME_ZONE,
  reportDayOf,
  type TClassArcade,
  type TClassArcadeSettings,
  type TClassGameSummary,
  type TStudentGameSummary,
  ZClassArcadeSettings,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { badRequest } from '../../platform/errors';
import { can as canOnClass, loadClassFor } from '../classes';
import { assertCan, can } from './arcade.policy';
import { districtEnabled, findClassSettings, saveClassSettings, setDistrictEnabled } from './arcade.repository';
import { settingsOf } from './arcade-access.service';
import { classGameRows, studentGameRows } from './arcade-rounds.repository';

// Teachers govern their classes' arcade; district admins can switch it off; both read who played.

export async function classArcade(db: Db, caller: Caller, classId: number): Promise<TClassArcade> {
  const cls = await loadClassFor(db, caller, classId, 'read');
  return {
    classId,
    className: cls.name,
    settings: settingsOf(await findClassSettings(db, classId)),
    districtOff: !(await districtEnabled(db, cls.districtId)),
    canEdit: canOnClass(caller, 'edit', cls),
  };
}

export async function putClassArcade(db: Db, caller: Caller, classId: number, body: TClassArcadeSettings) {
  await loadClassFor(db, caller, classId, 'edit');
  const settings = ZClassArcadeSettings.parse(body);
  await saveClassSettings(db, { classId, ...settings, updatedBy: caller.userId });
  return classArcade(db, caller, classId);
}

/** The district's switch, and whether the caller may flip it (staff of the district read it). */
export async function districtArcade(db: Db, caller: Caller) {
  const enabled = caller.districtId ? await districtEnabled(db, caller.districtId) : true;
  return { enabled, canSwitch: can(caller, 'districtSwitch') };
}

export async function putDistrictArcade(db: Db, caller: Caller, enabled: boolean) {
  assertCan(caller, 'districtSwitch');
  await setDistrictEnabled(db, caller.districtId!, enabled, caller.userId);
  return { enabled, canSwitch: true };
}

/** A period: the days asked for, or this week (Monday to today). */
function periodOf(query: { from?: string; to?: string }) {
  const today = reportDayOf(new Date());
  const from = query.from ?? mondayOf(today);
  const to = query.to ?? (query.from ? addDays(from, 6) : today);
  if (from > to) throw badRequest('from', 'reportDateRange');
  if (addDays(from, 366) < to) throw badRequest('to', 'usageRangeTooLong');
  return { from, to };
}

export async function classGameSummary(
  db: Db,
  caller: Caller,
  classId: number,
  query: { from?: string; to?: string },
): Promise<TClassGameSummary> {
  const cls = await loadClassFor(db, caller, classId, 'read');
  const { from, to } = periodOf(query);
  const rows = await classGameRows(db, classId, from, to, REPORT_TIME_ZONE);
  return {
    className: cls.name,
    from,
    to,
    rows: rows.map((r) => {
      const games = r.games ?? [];
      return {
        studentId: r.studentId,
        name: `${r.firstName} ${r.lastName}`,
        displayName: r.displayName,
        rounds: games.reduce((sum, g) => sum + g.rounds, 0),
        games,
        coinsEarned: r.earned,
        coinsSpent: r.spent,
        lastPlayed: r.lastPlayed,
      };
    }),
  };
}

export async function studentGameSummary(
  db: Db,
  caller: Caller,
  query: { from?: string; to?: string },
): Promise<TStudentGameSummary> {
  const { from, to } = periodOf(query);
  const rows = await studentGameRows(db, caller.userId, from, to, REPORT_TIME_ZONE);
  return {
    from,
    to,
    games: rows.games.map(({ classId: _, ...g }) => ({ ...g, rank: null })),
    coinsEarned: rows.earned,
    coinsSpent: rows.spent,
  };
}
