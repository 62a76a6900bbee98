import type { GameDefinition } from './types';

// Every game lives in its own folder (games/<slug>/index.ts, default export) and is loaded only when played:
// each becomes its own chunk, and KAPLAY with them, never part of the student's first load.

const modules = import.meta.glob<{ default: GameDefinition }>('./*/index.ts');

/** Loads the game with this id (the spec's enumeration), or null when no folder declares it. */
export async function loadGame(id: number): Promise<GameDefinition | null> {
  for (const load of Object.values(modules)) {
    const game = (await load()).default;
    if (game.id === id) return game;
  }
  return null;
}
