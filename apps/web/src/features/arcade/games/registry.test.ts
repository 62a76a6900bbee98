import fs from 'node:fs';
import path from 'node:path';
import { GAMES } from '@clearsheets/shared';
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
});
