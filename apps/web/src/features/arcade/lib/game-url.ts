import { STORAGE_KEYS } from '@clearsheets/shared';
import { PATHS } from '../../../lib/route-access';

// The spec's client keeps the game being played in local storage (game url, card id, phase): a reload or a
// return from another page resumes on the same game screen.

export const gameUrl = (gameId: number) => `${PATHS.studentArcade}?game=${gameId}`;

export type GamePhase = 'playing' | 'result';

/** Remembers the game on screen, the creature card taken into it and the phase it is in. */
export function rememberGame(gameId: number, phase: GamePhase, cardId: number | null) {
  try {
    localStorage.setItem(STORAGE_KEYS.gameUrl, gameUrl(gameId));
    localStorage.setItem(STORAGE_KEYS.phase, phase);
    if (cardId) localStorage.setItem(STORAGE_KEYS.cardId, String(cardId));
    else localStorage.removeItem(STORAGE_KEYS.cardId);
  } catch {
    // Storage may be full or blocked; the game plays on without it.
  }
}

/** Back in the arcade: no game on screen. */
export function forgetGame() {
  try {
    localStorage.removeItem(STORAGE_KEYS.gameUrl);
    localStorage.removeItem(STORAGE_KEYS.phase);
  } catch {
    // As above.
  }
}

/** The class's ranks flag and whether new coins arrived since the last visit (arcade-rewards). */
export function rememberArcadeFlags(showRanks: boolean, balance: number) {
  try {
    localStorage.setItem(STORAGE_KEYS.showGameRank, showRanks ? '1' : '0');
    const last = Number(localStorage.getItem(STORAGE_KEYS.arcadeRewards) ?? '0');
    localStorage.setItem(STORAGE_KEYS.arcadeRewards, String(balance));
    return Number.isFinite(last) && balance > last ? balance - last : 0;
  } catch {
    return 0;
  }
}
