// The sea map of Guardians of the Ocean: the winding path from the open sea to the reef, and the pads beside it
// where guardians can be built.

export const PATH: readonly [number, number][] = [
  [-30, 140],
  [260, 140],
  [260, 400],
  [560, 400],
  [560, 170],
  [820, 170],
  [820, 330],
  [990, 330],
];
export const PADS: readonly [number, number][] = [
  [150, 225],
  [350, 300],
  [410, 480],
  [470, 260],
  [665, 265],
  [690, 85],
  [730, 420],
  [910, 235],
];

const SEGMENTS = PATH.slice(1).map((p, i) => {
  const a = PATH[i] as [number, number];
  return { ax: a[0], ay: a[1], dx: p[0] - a[0], dy: p[1] - a[1], len: Math.hypot(p[0] - a[0], p[1] - a[1]) };
});
export const PATH_LENGTH = SEGMENTS.reduce((n, s) => n + s.len, 0);

/** Where a walker is after d units along the path (written into e, to avoid allocations). */
export function placeOnPath(e: { d: number; x: number; y: number }): void {
  let d = e.d;
  for (const s of SEGMENTS) {
    if (d <= s.len) {
      e.x = s.ax + (s.dx * d) / s.len;
      e.y = s.ay + (s.dy * d) / s.len;
      return;
    }
    d -= s.len;
  }
  const last = PATH[PATH.length - 1] as [number, number];
  e.x = last[0];
  e.y = last[1];
}
