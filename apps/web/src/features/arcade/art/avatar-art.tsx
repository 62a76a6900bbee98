import type { ItemArt } from '@clearsheets/shared';
import type { ReactNode } from 'react';

// The shapes a profile avatar can have, and the SVG frame every arcade picture is drawn in (64 x 64 units). Apart
// from item-art.tsx (every other shape) because the student header draws an avatar on every student page.

export type Shapes = Record<string, (c: string, a: string) => ReactNode>;

export const eye = (x: number, y: number, r = 3) => (
  <>
    <circle cx={x} cy={y} r={r} fill="#fff" />
    <circle cx={x + 0.8} cy={y} r={r / 2} fill="#0f172a" />
  </>
);

export const AVATAR_SHAPES: Shapes = {
  fish: (c, a) => (
    <>
      <path d="M50 32 L62 20 L62 44 Z" fill={c} />
      <ellipse cx="30" cy="32" rx="22" ry="15" fill={c} />
      <path d="M24 18 Q28 32 24 46" stroke={a} strokeWidth="4" fill="none" />
      {eye(16, 28)}
    </>
  ),
  octopus: (c, a) => (
    <>
      {[10, 20, 30, 40, 50].map((x) => (
        <path
          key={x}
          d={`M${x + 2} 36 Q${x - 2} 50 ${x + 4} 60`}
          stroke={c}
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
      ))}
      <ellipse cx="32" cy="26" rx="20" ry="18" fill={c} />
      {eye(25, 24)}
      {eye(39, 24)}
      <circle cx="20" cy="16" r="3" fill={a} />
    </>
  ),
  boggie: (c, a) => (
    <>
      <ellipse cx="32" cy="38" rx="22" ry="20" fill={c} />
      <ellipse cx="20" cy="58" rx="6" ry="3" fill={c} />
      <ellipse cx="44" cy="58" rx="6" ry="3" fill={c} />
      {eye(24, 32, 6)}
      {eye(40, 32, 6)}
      <path d="M26 46 Q32 51 38 46" stroke="#0f172a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="32" cy="14" r="4" fill={a} />
      <line x1="32" y1="18" x2="32" y2="22" stroke={c} strokeWidth="3" />
    </>
  ),
};

/** `art` drawn with `shapes` (`fallback` for a shape it lacks), decorative unless given a label. */
export function ArtPicture({
  art,
  shapes,
  fallback,
  size = 56,
  label,
}: {
  art: ItemArt;
  shapes: Shapes;
  fallback: string;
  size?: number;
  label?: string;
}) {
  const draw = shapes[art.shape] ?? shapes[fallback]!;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {draw(art.color, art.accent ?? '#ffffff')}
    </svg>
  );
}
