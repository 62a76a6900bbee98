// Autosave for the studio: every edit schedules a save of the whole question; saves go out one at a time
// (so an older version can never land after a newer one), 800 ms after the teacher stops typing. A failed
// save is retried with growing pauses until it goes through; a refusal that retrying cannot fix (a 4xx)
// stops and waits for the next edit or an explicit retry.

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'failed';

export interface AutosaveOptions {
  delayMs?: number;
  retryDelaysMs?: readonly number[];
  /** Errors that another try will not fix (validation, not found, forbidden). */
  isPermanent?: (error: unknown) => boolean;
}

export class AutosaveQueue<P> {
  private readonly pending = new Map<number, P>();
  private inFlight = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private status: SaveStatus = 'saved';
  private lastError: unknown = null;
  private closed = false;
  private readonly listeners = new Set<() => void>();
  private waiters: ((ok: boolean) => void)[] = [];
  private readonly delayMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly isPermanent: (error: unknown) => boolean;

  constructor(
    private readonly save: (key: number, payload: P) => Promise<unknown>,
    options: AutosaveOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 800;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 2000, 5000, 10_000, 30_000];
    this.isPermanent = options.isPermanent ?? (() => false);
  }

  getStatus = (): SaveStatus => this.status;
  getError = (): unknown => this.lastError;
  /** Whether `key` has edits that are not saved yet (waiting, in flight or failed). */
  hasPending = (key: number): boolean => this.pending.has(key);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Records the latest version of a question; it is saved once the teacher pauses. */
  schedule(key: number, payload: P): void {
    this.pending.set(key, payload);
    if (this.retryTimer) return; // the scheduled retry sends the latest version
    if (this.status === 'failed') this.attempt = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run();
    }, this.delayMs);
    if (!this.inFlight) this.setStatus('pending');
  }

  /** Saves everything now (before previewing, assigning or leaving); true when all of it is saved. */
  flush(): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (!this.inFlight && this.pending.size === 0) return Promise.resolve(this.status !== 'failed');
    const done = new Promise<boolean>((resolve) => this.waiters.push(resolve));
    this.run();
    return done;
  }

  /** Forgets unsaved edits of a question that is being deleted. */
  cancel(key: number): void {
    this.pending.delete(key);
    if (!this.inFlight && this.pending.size === 0) {
      if (this.timer) clearTimeout(this.timer);
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.timer = this.retryTimer = null;
      this.lastError = null;
      this.setStatus('saved');
      this.settle(true);
    }
  }

  /** The page is (back) in use: failed saves are retried again. */
  open(): void {
    this.closed = false;
  }

  /** The page is going away: send what is left once, without retrying afterwards. */
  close(): void {
    this.closed = true;
    void this.flush();
  }

  private run(): void {
    if (this.inFlight) return;
    const next = this.pending.entries().next();
    if (next.done) {
      this.setStatus('saved');
      this.settle(true);
      return;
    }
    const [key, payload] = next.value;
    this.pending.delete(key);
    this.inFlight = true;
    this.setStatus('saving');
    this.save(key, payload).then(
      () => {
        this.inFlight = false;
        this.attempt = 0;
        this.lastError = null;
        if (this.pending.size === 0) {
          this.setStatus('saved');
          this.settle(true);
        } else if (this.timer) {
          this.setStatus('pending'); // newer edits: their own pause is still running
        } else {
          this.run();
        }
      },
      (error: unknown) => {
        this.inFlight = false;
        this.lastError = error;
        // Newer edits of the same question replace the failed version; otherwise try this one again.
        if (!this.pending.has(key)) this.pending.set(key, payload);
        this.settle(false);
        if (this.closed || this.isPermanent(error)) {
          this.setStatus('failed');
          return;
        }
        const delay = this.retryDelaysMs[Math.min(this.attempt, this.retryDelaysMs.length - 1)] ?? 1000;
        this.attempt++;
        this.setStatus('retrying');
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.run();
        }, delay);
      },
    );
  }

  private settle(ok: boolean): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(ok);
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
