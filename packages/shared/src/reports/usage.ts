// Usage figures as every screen and export shows them (docs/decisions/0030).

/** Time on task in whole minutes (how tables and CSV files give it). */
export const minutesOf = (seconds: number): number => Math.round(seconds / 60);

/** Students active on an average day with any use, one decimal; null with no such day. */
export const averagePerDay = (studentDays: number, activeDays: number): number | null =>
  activeDays > 0 ? Math.round((studentDays / activeDays) * 10) / 10 : null;
