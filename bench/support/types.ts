// The contract between run.ts and the scenario modules in ../scenarios.

export interface BenchContext {
  /** Seconds each measurement lasts (BENCH_DURATION, default 10). */
  durationSeconds: number;
  /** Seconds of unmeasured load before each measurement. */
  warmupSeconds: number;
  /** PostgreSQL URL from DATABASE_URL; undefined means embedded PGlite in a temp folder. */
  databaseUrl: string | undefined;
  /** Progress lines (stderr), so stdout stays the tables. */
  log(message: string): void;
}

export type Cell = string | number;

export interface ScenarioResult {
  /** Markdown heading over the table. */
  title: string;
  columns: string[];
  rows: Cell[][];
  /** Lines printed under the table (method, caveats, warnings). */
  notes: string[];
  /** Whether the run met its own validity checks (e.g. no non-2xx replies). */
  ok: boolean;
  /** Machine-readable figures written to results/latest.json. */
  data: unknown;
  /** Further tables printed under the notes (a scenario measuring several kinds of things). */
  tables?: { title: string; columns: string[]; rows: Cell[][] }[];
}

export interface Scenario {
  /** Short name for `--only`. */
  name: string;
  description: string;
  run(ctx: BenchContext): Promise<ScenarioResult>;
}
