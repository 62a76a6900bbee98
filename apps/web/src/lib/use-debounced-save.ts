import { useEffect, useRef } from 'react';

/**
 * Saves `value` a moment after it stops changing (null: nothing to save). A save still waiting when the page goes
 * is made on the way out, never lost. The value is compared by its JSON, so a new object with the same content
 * does not restart the wait.
 */
export function useDebouncedSave(
  value: Record<string, unknown> | null,
  save: (value: Record<string, unknown>) => void,
  delayMs = 1000,
) {
  const serialized = value === null ? null : JSON.stringify(value);
  const pending = useRef<Record<string, unknown> | null>(null);
  const saveNow = useRef(save);
  saveNow.current = save;
  useEffect(() => {
    pending.current = serialized === null ? null : (JSON.parse(serialized) as Record<string, unknown>);
    if (serialized === null) return;
    const timer = setTimeout(() => {
      const waiting = pending.current;
      pending.current = null;
      if (waiting) saveNow.current(waiting);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [serialized, delayMs]);
  useEffect(
    () => () => {
      if (pending.current) saveNow.current(pending.current);
    },
    [],
  );
}
