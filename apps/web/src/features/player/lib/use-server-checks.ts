import type { TCheckReply } from '@clearsheets/shared';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { checkAnswer } from '../api/player-api';
import type { Results } from './attempt-model';

// Feedback option 1: a question the student checked is locked at once on this screen, but its result comes
// from the server alone, once the answer itself has reached it (the Check locks the stored answer there).
// So each checked question without a result is checked on the server as soon as its answer is no longer
// waiting on this device; a network failure or a busy server is tried again, a refusal unlocks it.

const RETRY_MS = 3_000;
const retryable = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;

export interface ServerChecks {
  attemptId: number;
  enabled: boolean;
  checked: ReadonlySet<number>;
  results: Results;
  /** Answers still on this device (waiting or refused), by question. */
  unsent: ReadonlySet<number>;
  /** Answers the server refused for good, by question: such a question cannot be checked until changed. */
  refused: ReadonlySet<number>;
  onResult: (reply: TCheckReply) => void;
  /** The check cannot happen as things stand (no answer on the server, refused answer): unlock, say why. */
  onRefused: (questionId: number, message: string | null) => void;
}

export function useServerChecks(opts: ServerChecks): void {
  const inFlight = useRef(new Set<number>());
  const [retryTick, setRetryTick] = useState(0);
  const latest = useRef(opts);
  latest.current = opts;
  const { attemptId, enabled, checked, results, unsent, refused } = opts;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retryTick` re-runs the sends after a failure
  useEffect(() => {
    if (!enabled) return;
    for (const questionId of checked) {
      if (results[questionId]?.result || inFlight.current.has(questionId)) continue;
      if (refused.has(questionId)) {
        latest.current.onRefused(questionId, null);
        continue;
      }
      if (unsent.has(questionId)) continue;
      inFlight.current.add(questionId);
      checkAnswer(attemptId, questionId)
        .then((reply) => latest.current.onResult(reply))
        .catch((error: unknown) => {
          if (retryable(error)) setTimeout(() => setRetryTick((n) => n + 1), RETRY_MS);
          else latest.current.onRefused(questionId, isApiError(error) ? error.title : null);
        })
        .finally(() => inFlight.current.delete(questionId));
    }
  }, [attemptId, enabled, checked, results, unsent, refused, retryTick]);
}
