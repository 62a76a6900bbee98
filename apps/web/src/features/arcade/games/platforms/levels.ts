// The four short levels of Platforms: ground pieces, floating ledges, moving ledges, spikes, stars and the flag.
// Written as short strings so a level fits in a few lines: "g x w" ground, "p x y w" ledge, "m x y w dx dy s"
// moving ledge (swings dx/dy units, s radians a second), "k x y w" spikes, "* x y" star, "f x" flag.

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Mover extends Rect {
  bx: number;
  by: number;
  dx: number;
  dy: number;
  speed: number;
}

export interface Level {
  width: number;
  solids: Rect[];
  movers: Mover[];
  spikes: Rect[];
  stars: { x: number; y: number; taken: boolean }[];
  flagX: number;
}

export const GROUND_Y = 480;

const LEVELS: string[] = [
  'g 0 620|g 720 520|g 1340 560|p 300 390 120|p 520 320 130|p 1040 370 120|* 360 350|* 585 280|* 670 420|* 900 430|* 1100 330|* 1290 420|* 1500 430|f 1780',
  'g 0 420|p 470 410 100|p 630 340 100|p 800 280 150|g 1020 320|k 1150 460 60|g 1420 260|m 1720 400 110 140 0 1.4|g 1980 300|* 520 370|* 680 300|* 875 240|* 1180 400|* 1550 430|* 1775 350|* 2050 430|f 2200',
  'g 0 300|p 350 400 90|p 500 320 90|p 650 240 90|p 820 240 170|p 1060 320 90|g 1210 240|k 1290 460 60|m 1530 360 100 0 90 1.6|p 1700 370 100|p 1860 290 100|g 2040 380|* 395 360|* 545 280|* 695 200|* 870 200|* 950 200|* 1320 400|* 1580 250|* 1910 250|f 2330',
  'g 0 360|m 460 400 110 160 0 1.2|p 800 340 110|p 980 260 110|g 1160 300|k 1240 460 50|k 1340 460 50|m 1560 380 100 0 100 1.8|p 1720 300 100|m 1900 330 100 150 0 1.5|g 2180 420|* 515 380|* 690 380|* 1035 220|* 1265 400|* 1365 400|* 1610 230|* 1770 260|* 2050 290|f 2500',
];

/** How many levels a round has. */
export const LEVEL_COUNT = LEVELS.length;

/** Builds a fresh copy of level n (0-based) from its text. */
export function levelAt(n: number): Level {
  const lvl: Level = { width: 960, solids: [], movers: [], spikes: [], stars: [], flagX: 900 };
  for (const part of (LEVELS[n] ?? LEVELS[0]!).split('|')) {
    const [kind, ...rest] = part.split(' ');
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = rest.map(Number);
    if (kind === 'g') lvl.solids.push({ x: a, y: GROUND_Y, w: b, h: 80 });
    else if (kind === 'p') lvl.solids.push({ x: a, y: b, w: c, h: 20 });
    else if (kind === 'm') lvl.movers.push({ x: a, y: b, w: c, h: 20, bx: a, by: b, dx: d, dy: e, speed: f });
    else if (kind === 'k') lvl.spikes.push({ x: a, y: b, w: c, h: 20 });
    else if (kind === '*') lvl.stars.push({ x: a, y: b, taken: false });
    else if (kind === 'f') lvl.flagX = a;
  }
  lvl.width = lvl.flagX + 160;
  return lvl;
}
