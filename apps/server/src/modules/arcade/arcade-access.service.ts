import {
  ARCADE_OPEN_MODES,
  type ArcadeOpenMode,
  arcadeOpen,
  COIN_AMOUNTS_DEFAULT,
  REPORT_TIME_ZONE,
  reportDayOf,
  type TArcadeHome,
  type TClassArcadeSettings,
  ZCoinAmounts,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { type ClassSettingsRow, districtEnabled, studentArcadeClasses, unfinishedToday } from './arcade.repository';

// Whether the arcade is open to a student now: the district's switch, then every class of theirs (the strictest
// rule wins, so a teacher who closes it is obeyed), and the settings each class applies.

const OPEN_MODES: readonly ArcadeOpenMode[] = Object.values(ARCADE_OPEN_MODES);

/** A class's settings, its stored row or the defaults (arcade on, always open, ranks off, coins as a reward). */
export function settingsOf(row: ClassSettingsRow | null): TClassArcadeSettings {
  // The stored amounts are JSON: over the defaults, and checked (a bad document falls back to the defaults).
  const stored = row?.coinAmounts && typeof row.coinAmounts === 'object' ? row.coinAmounts : {};
  const amounts = ZCoinAmounts.safeParse({ ...COIN_AMOUNTS_DEFAULT, ...stored });
  const mode = row?.openMode;
  return {
    enabled: row?.enabled ?? true,
    openMode: OPEN_MODES.find((m) => m === mode) ?? ARCADE_OPEN_MODES.always,
    windowStart: row?.windowStart ?? null,
    windowEnd: row?.windowEnd ?? null,
    showRanks: row?.showRanks ?? false,
    completionReward: row?.completionReward === 1 ? 1 : 2,
    coinAmounts: amounts.success ? amounts.data : { ...COIN_AMOUNTS_DEFAULT },
  };
}

/** "HH:MM" now in the schools' time zone. */
export const localTime = (now: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: REPORT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false })
    .format(now)
    .replace(/^24/, '00');

export interface ArcadeStanding {
  closed: TArcadeHome['closed'];
  classes: { classId: number; className: string; settings: TClassArcadeSettings }[];
  /** The class the student plays under (ranks and summaries): their first class. */
  playClassId: number | null;
  showRanks: boolean;
}

/** The student's classes, their settings, and whether the arcade is open now (and if not, why). */
export async function arcadeStanding(db: Db, studentId: number, now = new Date()): Promise<ArcadeStanding> {
  const rows = await studentArcadeClasses(db, studentId);
  const classes = rows.map((r) => ({ classId: r.classId, className: r.className, settings: settingsOf(r.settings) }));
  const base = {
    classes,
    playClassId: classes[0]?.classId ?? null,
    showRanks: classes[0]?.settings.showRanks ?? false,
  };
  const closedBy = (reason: NonNullable<ArcadeStanding['closed']>['reason'], c?: (typeof classes)[number]) => ({
    ...base,
    closed: {
      reason,
      className: c?.className ?? null,
      windowStart: c?.settings.windowStart ?? null,
      windowEnd: c?.settings.windowEnd ?? null,
    },
  });
  if (!rows.length) return closedBy('noClass');
  if (!(await districtEnabled(db, rows[0]!.districtId))) return closedBy('district');
  const today = reportDayOf(now);
  const needsAssignments = classes.filter((c) => c.settings.openMode === ARCADE_OPEN_MODES.afterAssignments);
  const unfinished = needsAssignments.length
    ? await unfinishedToday(
        db,
        studentId,
        needsAssignments.map((c) => c.classId),
        today,
        REPORT_TIME_ZONE,
      )
    : new Map<number, number>();
  const time = localTime(now);
  for (const c of classes) {
    const verdict = arcadeOpen({
      ...c.settings,
      mode: c.settings.openMode,
      now: time,
      unfinishedToday: unfinished.get(c.classId) ?? 0,
    });
    if (!verdict.open) return closedBy(verdict.reason, c);
  }
  return { ...base, closed: null };
}

/** Refuses when the arcade is closed to the student now. */
export async function assertArcadeOpen(db: Db, studentId: number) {
  const standing = await arcadeStanding(db, studentId);
  if (standing.closed) throw new AppError(403, 'arcade_closed', 'arcadeClosed', standing.closed.reason);
  return standing;
}
