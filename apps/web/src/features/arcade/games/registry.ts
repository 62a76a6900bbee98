import type { GameDefinition } from './types';

// Every game lives in its own folder (games/<slug>/index.ts, default export) and is loaded only when played:
// each becomes its own chunk, and KAPLAY with the first one, never part of the student's first load.

const modules = import.meta.glob<{ default: GameDefinition }>('./*/index.ts');

/** Each game's folder, by the spec's id: playing one downloads that game alone. */
export const GAME_FOLDERS: Record<number, string> = {
  1: 'fishy-bounce',
  2: 'guardians-of-the-ocean',
  3: 'fish-vs-zombies',
  4: 'deepwater-goliath',
  5: 'matching-seashells',
  6: 'deep-sea-diver',
  7: 'ocean-invasion',
  8: 'sea-jewels',
  9: 'dino-run',
  10: 'boggie-bounce',
  11: 'boggie-launch',
  12: 'merge-ocean',
  13: 'berry-drop',
  14: 'platforms',
  15: 'clone-chaos',
  16: 'zap-mountain',
};

/** Loads the game with this id, or null when no folder holds it. */
export async function loadGame(id: number): Promise<GameDefinition | null> {
  const load = modules[`./${GAME_FOLDERS[id]}/index.ts`];
  if (!load) return null;
  const game = (await load()).default;
  return game.id === id ? game : null;
}
