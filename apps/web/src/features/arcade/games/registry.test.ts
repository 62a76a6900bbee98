import fs from 'node:fs';
import path from 'node:path';
import { GAME_CLOCK_SECONDS, GAMES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { GAME_FOLDERS } from './registry';

// Each of the sixteen games has its folder, and the folder's game says the same id (a game downloads alone).
describe('the game registry', () => {
  it('names a folder with an index.ts for every game of the spec', () => {
    for (const game of GAMES) {
      const folder = GAME_FOLDERS[game.id];
      expect(folder, game.name).toBeDefined();
      const index = fs.readFileSync(path.join(import.meta.dirname, folder!, 'index.ts'), 'utf8');
      expect(index, game.name).toMatch(new RegExp(`\\bid: ${game.id},`));
    }
  });

  // The server refuses a score no play reaches in the time the round lasted, never counting more time than the
  // game's clock gives (decision 0034): the clocks it knows are the games' own.
  it("gives the server each game's clock: its round length plus what right math answers add", async () => {
    const mathSeconds: Record<number, number> = { 5: 2 * 15, 8: 20 };
    for (const game of GAMES) {
      const logic = (await import(`./${GAME_FOLDERS[game.id]}/logic.ts`)) as { ROUND_SECONDS: number };
      expect(GAME_CLOCK_SECONDS[game.id], game.name).toBe(logic.ROUND_SECONDS + (mathSeconds[game.id] ?? 0));
    }
  });
});
