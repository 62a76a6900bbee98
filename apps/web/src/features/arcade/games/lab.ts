import { loadGame } from './registry';
import { mountGame } from './stage';

// The game lab's script (game-lab.html): mounts ?game=N with ?seed=S, answers math moments with a plain dialog and
// prints each round's result, for a developer trying a game in the browser.

const params = new URLSearchParams(location.search);
const id = Number(params.get('game') ?? 1);
const seed = Number(params.get('seed') ?? 42);
const canvas = document.getElementById('game') as HTMLCanvasElement;
const result = document.getElementById('result') as HTMLPreElement;
const dialog = document.getElementById('math') as HTMLDialogElement;
const controls = document.getElementById('controls') as HTMLParagraphElement;

const game = await loadGame(id);
if (!game) result.textContent = `No game ${id}`;
else {
  controls.textContent = `${game.controls.keyboard} / ${game.controls.touch}`;
  mountGame(canvas, game, {
    seed,
    muted: () => params.has('mute'),
    askMath: () =>
      new Promise((resolve) => {
        dialog.onclose = () => resolve(dialog.returnValue === '56');
        dialog.showModal();
      }),
    onFinish: (r) => {
      result.textContent = JSON.stringify(r);
    },
  });
}
