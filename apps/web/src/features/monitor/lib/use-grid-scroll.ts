import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Which questions of the grid are in view, and whether more lie to either side. */
export interface GridScrollState {
  /** 1-based numbers of the first and last question column fully in view (0 when none is). */
  first: number;
  last: number;
  total: number;
  moreBefore: boolean;
  moreAfter: boolean;
}

const NONE: GridScrollState = { first: 0, last: 0, total: 0, moreBefore: false, moreAfter: false };
/** Sub-pixel rounding leaves a pixel or so at the ends: not "more". */
const SLACK = 2;

/**
 * Measures the scrolling grid: the question columns (`th[data-question]`) visible beside the sticky student
 * column, so the page can say "Questions 4-12 of 22" and light the edge that has more. Re-measures on scroll,
 * on resize and when `layout` (what the grid holds) changes.
 */
export function useGridScroll(ref: RefObject<HTMLElement | null>, layout: string): GridScrollState {
  const [state, setState] = useState<GridScrollState>(NONE);
  const measure = useCallback(() => {
    const region = ref.current;
    if (!region) return;
    const heads = [...region.querySelectorAll<HTMLElement>('th[data-question]')];
    const sticky = region.querySelector<HTMLElement>('thead .cs-mon-sticky');
    const box = region.getBoundingClientRect();
    const start = sticky ? sticky.getBoundingClientRect().right : box.left;
    const end = box.left + region.clientWidth;
    let first = 0;
    let last = 0;
    heads.forEach((head, i) => {
      const r = head.getBoundingClientRect();
      if (r.left >= start - SLACK && r.right <= end + SLACK) {
        if (!first) first = i + 1;
        last = i + 1;
      }
    });
    const next: GridScrollState = {
      first,
      last,
      total: heads.length,
      moreBefore: region.scrollLeft > SLACK,
      moreAfter: region.scrollLeft + region.clientWidth < region.scrollWidth - SLACK,
    };
    setState((prev) =>
      prev.first === next.first &&
      prev.last === next.last &&
      prev.total === next.total &&
      prev.moreBefore === next.moreBefore &&
      prev.moreAfter === next.moreAfter
        ? prev
        : next,
    );
  }, [ref]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout (other questions, the first students) needs a fresh measure
  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    region.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(region);
    const table = region.firstElementChild;
    if (table) observer.observe(table);
    return () => {
      cancelAnimationFrame(frame);
      region.removeEventListener('scroll', schedule);
      observer.disconnect();
    };
  }, [ref, measure, layout]);

  return state;
}

/** How far one press of "earlier/later questions" moves: most of the visible question area. */
export function pageStep(region: HTMLElement): number {
  const sticky = region.querySelector<HTMLElement>('thead .cs-mon-sticky');
  const visible = region.clientWidth - (sticky?.offsetWidth ?? 0);
  return Math.max(48, Math.round(visible * 0.8));
}
