// The demo activity's clock and dice: school days and hours in Texas (America/Chicago), relative to the `today`
// the seed is given, and a seeded random number generator, so the same `today` always gives the same district.

export const SCHOOL_TIME_ZONE = 'America/Chicago';
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** A small fast PRNG (mulberry32): the same seed gives the same numbers on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** True with probability p. */
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** Roughly normal (sum of three uniforms), mean and standard deviation as given. */
    normal: (mean: number, sd: number) => mean + sd * ((next() + next() + next() - 1.5) / 0.5),
    /** 128 random bits as a version-4 UUID. */
    uuid: () => {
      let out = '';
      for (let i = 0; i < 16; i++) {
        let byte = Math.floor(next() * 256);
        if (i === 6) byte = 0x40 | (byte & 0x0f);
        if (i === 8) byte = 0x80 | (byte & 0x3f);
        out += (i === 4 || i === 6 || i === 8 || i === 10 ? '-' : '') + HEX[byte];
      }
      return out;
    },
  };
}
export type Prng = ReturnType<typeof prng>;

/** A 32-bit hash of a string (FNV-1a): seeds a PRNG from a stable name. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SCHOOL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const DAY_MS = 86_400_000;
/** Per calendar day (its UTC midnight in ms): the date as text and the school clock's offset from UTC. */
const calendarDays = new Map<number, { day: string; offset: number }>();
function dayAt(midnight: number) {
  let known = calendarDays.get(midnight);
  if (!known) {
    // Read at noon: the clock changes at 2 am, so the offset holds through the school day.
    const noon = midnight + 18 * 3_600_000;
    const p = Object.fromEntries(parts.formatToParts(new Date(noon)).map((x) => [x.type, x.value]));
    const offset =
      Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - noon;
    known = { day: new Date(midnight).toISOString().slice(0, 10), offset };
    calendarDays.set(midnight, known);
  }
  return known;
}
const midnights = new Map<string, number>();
const midnightOf = (day: string) => {
  let ms = midnights.get(day);
  if (ms === undefined) {
    ms = Date.parse(`${day}T00:00:00Z`);
    midnights.set(day, ms);
  }
  return ms;
};

/** The school's calendar day (YYYY-MM-DD) and the seconds since its midnight for an instant. */
export function localOf(instant: Date): { day: string; seconds: number } {
  const t = instant.getTime();
  const guess = dayAt(Math.floor((t - 6 * 3_600_000) / DAY_MS) * DAY_MS);
  const local = t + guess.offset;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  return { day: dayAt(midnight).day, seconds: Math.floor((local - midnight) / 1000) };
}

/** The instant of a wall-clock time (seconds after midnight) on a school day. */
export function atLocal(day: string, seconds: number): Date {
  const midnight = midnightOf(day);
  return new Date(midnight + seconds * 1000 - dayAt(midnight).offset);
}

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** 0 Sunday .. 6 Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
export const isSchoolDay = (day: string) => weekdayOf(day) >= 1 && weekdayOf(day) <= 5;
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** Wall-clock seconds: `hm(8, 30)` is 8:30. */
export const hm = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;
export const SCHOOL_STARTS = hm(7, 45);
export const SCHOOL_ENDS = hm(15, 45);
/** A student's sign-in needs this much of the school day before "now" to count today as the live day. */
const LIVE_FROM = hm(8, 30);

export interface SchoolCalendar {
  /** The school day whose afternoon (or this morning, when school is in) is "now" for live work. */
  liveDay: string;
  /** The instant live work stops (a minute before `today`, or that day's end of school). */
  liveEnd: Date;
  /** Every school day of the eight weeks ending on the live day, oldest first. */
  days: string[];
  /** The Mondays of those eight weeks, oldest first (the last one is the live day's week). */
  weeks: string[];
}

/**
 * Today's school moment: on a school day after 8:30 the live day is today and live work runs up to a minute
 * ago (at most to the end of school); otherwise it is the last school day before, its afternoon.
 */
export function schoolCalendar(today: Date): SchoolCalendar {
  const now = localOf(today);
  let liveDay = now.day;
  let liveEnd: Date;
  if (isSchoolDay(liveDay) && now.seconds >= LIVE_FROM) {
    liveEnd = new Date(Math.min(today.getTime() - 60_000, atLocal(liveDay, SCHOOL_ENDS).getTime()));
  } else {
    do liveDay = addDays(liveDay, -1);
    while (!isSchoolDay(liveDay));
    liveEnd = atLocal(liveDay, hm(15, 20));
  }
  const firstMonday = addDays(mondayOf(liveDay), -49);
  const weeks = Array.from({ length: 8 }, (_, i) => addDays(firstMonday, i * 7));
  const days: string[] = [];
  for (let d = firstMonday; d <= liveDay; d = addDays(d, 1)) if (isSchoolDay(d)) days.push(d);
  return { liveDay, liveEnd, days, weeks };
}
