import { MOBILE_BREAKPOINT_PX } from '@clearsheets/shared';
import { useEffect } from 'react';

/** A phone-sized screen, either way up: narrower than the mobile breakpoint, or as short as a phone held
 * sideways (844 x 390). global.css folds the student header away there while a page is immersive. */
export const PHONE_SCREEN_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px), (max-height: 500px)`;

/** While `active`, the page needs the whole screen on a phone (an arcade round): the student header folds away
 * (global.css, `html[data-immersive]`) and comes back when the page stops being immersive or closes. */
export function useImmersive(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.dataset.immersive = 'true';
    return () => {
      delete root.dataset.immersive;
    };
  }, [active]);
}
