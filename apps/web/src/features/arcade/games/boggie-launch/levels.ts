// Boggie Launch's six levels: towers of blocks (wood breaks in one hit, stone in two, ice shatters easily) with
// grumpy zap-bugs perched on and between them. Pieces are stacked from the ground up, so levels stay short to write.

export const GROUND = 480;

export type BlockKind = 'wood' | 'stone' | 'ice';

export interface Block {
  x: number;
  y: number;
  w: number;
  h: number;
  kind: BlockKind;
  hp: number;
  vy: number;
  alive: boolean;
}

export interface Target {
  x: number;
  /** Centre. */
  y: number;
  r: number;
  vy: number;
  fallFrom: number;
  alive: boolean;
}

export interface Level {
  blocks: Block[];
  targets: Target[];
}

const HP: Record<BlockKind, number> = { wood: 1, stone: 2, ice: 1 };

function topAt(blocks: Block[], x: number, w: number): number {
  let top = GROUND;
  for (const b of blocks) if (b.x < x + w - 2 && b.x + b.w > x + 2) top = Math.min(top, b.y);
  return top;
}

/** Builds a level from pieces: "wood@700" a 40×40 block, "plank@600:180" a long one, "bug@700" a target; each piece
 * lands on whatever is below it. */
export function buildLevel(pieces: string[]): Level {
  const blocks: Block[] = [];
  const targets: Target[] = [];
  for (const piece of pieces) {
    const [name = '', at = '0'] = piece.split('@');
    const [xs = '0', ws] = at.split(':');
    const x = Number(xs);
    if (name === 'bug') {
      const r = 18;
      const top = topAt(blocks, x - r, r * 2);
      targets.push({ x, y: top - r, r, vy: 0, fallFrom: top - r, alive: true });
      continue;
    }
    const plank = name.startsWith('plank');
    const kind: BlockKind = name.endsWith('stone') ? 'stone' : name.endsWith('ice') ? 'ice' : 'wood';
    const w = plank ? Number(ws ?? 160) : 40;
    const h = plank ? 18 : 40;
    const left = plank ? x : x - 20;
    const y = topAt(blocks, left, w) - h;
    blocks.push({ x: left, y, w, h, kind, hp: HP[kind], vy: 0, alive: true });
  }
  return { blocks, targets };
}

const LEVELS: string[][] = [
  ['wood@700', 'wood@700', 'wood@700', 'bug@700', 'bug@830'],
  ['wood@620', 'wood@620', 'wood@780', 'wood@780', 'plank@600:200', 'bug@700', 'wood@640', 'bug@870'],
  ['stone@600', 'stone@600', 'stone@600', 'bug@680', 'ice@820', 'ice@820', 'ice@820', 'ice@820', 'bug@820'],
  ['wood@640', 'wood@680', 'wood@720', 'wood@660', 'wood@700', 'wood@680', 'bug@680', 'ice@870', 'ice@870', 'bug@870'],
  [
    'stone@600',
    'stone@600',
    'stone@860',
    'stone@860',
    'bug@730',
    'plankstone@580:300',
    'wood@680',
    'wood@780',
    'bug@730',
    'bug@850',
  ],
  [
    'wood@760',
    'wood@760',
    'wood@760',
    'wood@760',
    'wood@760',
    'bug@760',
    'stone@620',
    'stone@620',
    'bug@680',
    'ice@900',
    'bug@900',
  ],
];

/** How many levels a round has. */
export const LEVEL_COUNT = LEVELS.length;

/** A fresh copy of level n (0-based), so a replay starts from untouched towers. */
export function levelAt(n: number): Level {
  return buildLevel(LEVELS[Math.min(n, LEVELS.length - 1)] ?? []);
}
