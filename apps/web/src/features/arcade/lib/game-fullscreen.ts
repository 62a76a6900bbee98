import { PHONE_SCREEN_QUERY } from '../../../lib/immersive';

// A game on a touch phone asks the browser for the whole screen (no address bar). Browsers allow it only inside a
// user gesture (the Play button's tap), and some never do (iPhone Safari has no element fullscreen): a refusal
// changes nothing, the round plays in the folded layout that already fills the window.

const onTouchPhone = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia(PHONE_SCREEN_QUERY).matches &&
  window.matchMedia('(pointer: coarse)').matches;

/** Call from the tap that starts a round. */
export function requestGameFullscreen() {
  const root = document.documentElement;
  if (!onTouchPhone() || document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  try {
    root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
  } catch {
    // Older browsers throw instead of rejecting: the same harmless refusal.
  }
}

/** Leaves the fullscreen a round asked for, when the round is over or the student leaves it. */
export function exitGameFullscreen() {
  if (!document.fullscreenElement || typeof document.exitFullscreen !== 'function') return;
  document.exitFullscreen().catch(() => undefined);
}
