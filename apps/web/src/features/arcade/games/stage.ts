import kaplay from 'kaplay';
import { createSoundBoard } from './sfx';
import { type CardColours, FIELD, type GameDefinition, type RoundResult } from './types';

export interface StageOptions {
  seed: number;
  /** The student's creature card's colours (GameHost.card); none in the game lab. */
  card?: CardColours | null;
  muted: () => boolean;
  askMath: () => Promise<boolean>;
  onFinish: (result: RoundResult) => void;
}

/** Runs one round of a game on a canvas; the returned function stops it and frees the canvas's context. */
export function mountGame(canvas: HTMLCanvasElement, game: GameDefinition, options: StageOptions): () => void {
  const k = kaplay({
    canvas,
    width: FIELD.width,
    height: FIELD.height,
    letterbox: true,
    global: false,
    background: [8, 47, 73],
    touchToMouse: true,
    crisp: false,
    debug: false,
    focus: true,
    maxFPS: 60,
  });
  const sounds = createSoundBoard(options.muted);
  let finished = false;
  let asking = false;
  game.start({
    k,
    seed: options.seed,
    card: options.card ?? null,
    sfx: (name) => sounds.play(name),
    askMath: async () => {
      if (asking) return false;
      asking = true;
      const wasPaused = k.debug.paused;
      k.debug.paused = true;
      try {
        return await options.askMath();
      } finally {
        k.debug.paused = wasPaused;
        asking = false;
        canvas.focus();
      }
    },
    finish: (result) => {
      if (finished) return;
      finished = true;
      options.onFinish({ score: Math.max(0, Math.round(result.score)), won: result.won });
    },
  });
  return () => {
    sounds.close();
    k.quit();
  };
}
