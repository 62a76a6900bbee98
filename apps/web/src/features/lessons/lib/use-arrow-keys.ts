import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a field, a list or a dialog (their own arrows), not to the page. */
export function isOwnArrowTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return !!target.closest('[role="listbox"],[role="radiogroup"],[role="slider"],[role="dialog"],[role="menu"],video');
}

/** Left and right arrows move between slides, unless a control that uses arrows has the focus. */
export function useArrowKeys(onPrevious: () => void, onNext: () => void, enabled = true): void {
  const handlers = useRef({ onPrevious, onNext });
  handlers.current = { onPrevious, onNext };
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isOwnArrowTarget(e.target)) return;
      if (e.key === 'ArrowLeft') handlers.current.onPrevious();
      else if (e.key === 'ArrowRight') handlers.current.onNext();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
