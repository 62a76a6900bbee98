import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The fields the teacher has left ("touched"), whose issues may then show. A field left by pressing a
 * button must not move that button away mid-click (an error appearing above it would make the click land
 * elsewhere): while a pointer is down, touches wait until it is released and the click has happened.
 */
export function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const pressing = useRef(false);
  const waiting = useRef(new Set<string>());

  const apply = useCallback((paths: string[]) => {
    setTouched((prev) => {
      if (paths.every((p) => prev.has(p))) return prev;
      const next = new Set(prev);
      for (const p of paths) next.add(p);
      return next;
    });
  }, []);

  useEffect(() => {
    const down = () => {
      pressing.current = true;
    };
    const up = () => {
      pressing.current = false;
      if (waiting.current.size === 0) return;
      const paths = [...waiting.current];
      waiting.current.clear();
      // After the click that follows this release.
      setTimeout(() => apply(paths), 0);
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, [apply]);

  const touch = useCallback(
    (path: string) => {
      if (pressing.current) waiting.current.add(path);
      else apply([path]);
    },
    [apply],
  );

  return { touched, touch };
}
