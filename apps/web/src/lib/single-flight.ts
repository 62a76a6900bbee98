/** Wraps an async task so concurrent callers share one run (one token refresh for many 401s). */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inflight: Promise<T> | null = null;
  return () => {
    if (!inflight) {
      inflight = task().finally(() => {
        inflight = null;
      });
    }
    return inflight;
  };
}
