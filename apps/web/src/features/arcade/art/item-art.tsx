import type { ItemArt } from '@clearsheets/shared';
import { ArtPicture, AVATAR_SHAPES, eye, type Shapes } from './avatar-art';

// The arcade's pictures, drawn as SVG from an item's shape and colours (no image files). 64 x 64 units. The
// avatars' shapes live in avatar-art.tsx, which the student header loads on its own.

const SHAPES: Shapes = {
  ...AVATAR_SHAPES,
  puffer: (c, a) => (
    <>
      {[0, 45, 90, 135, 180, 225, 270, 315].map((deg) => (
        <line
          key={deg}
          x1="32"
          y1="32"
          x2={32 + 27 * Math.cos((deg * Math.PI) / 180)}
          y2={32 + 27 * Math.sin((deg * Math.PI) / 180)}
          stroke={a}
          strokeWidth="3"
        />
      ))}
      <circle cx="32" cy="32" r="20" fill={c} />
      {eye(24, 27)}
      {eye(38, 27)}
      <circle cx="31" cy="40" r="3" fill={a} />
    </>
  ),
  turtle: (c, a) => (
    <>
      <circle cx="54" cy="32" r="7" fill={c} />
      <ellipse cx="14" cy="46" rx="6" ry="4" fill={c} />
      <ellipse cx="44" cy="48" rx="6" ry="4" fill={c} />
      <ellipse cx="29" cy="32" rx="21" ry="16" fill={a} />
      <path d="M18 28 L29 20 L40 28 L36 40 L22 40 Z" fill={c} opacity="0.6" />
      {eye(56, 30, 2)}
    </>
  ),
  jelly: (c, a) => (
    <>
      {[18, 26, 34, 42].map((x) => (
        <path key={x} d={`M${x} 34 Q${x + 4} 46 ${x} 58`} stroke={a} strokeWidth="3" fill="none" />
      ))}
      <path d="M10 34 Q10 8 32 8 Q54 8 54 34 Z" fill={c} />
      {eye(24, 24)}
      {eye(40, 24)}
    </>
  ),
  crab: (c, a) => (
    <>
      <circle cx="10" cy="20" r="7" fill={c} />
      <circle cx="54" cy="20" r="7" fill={c} />
      {[14, 22, 42, 50].map((x) => (
        <line key={x} x1={x} y1="42" x2={x + (x < 32 ? -6 : 6)} y2="54" stroke={c} strokeWidth="4" />
      ))}
      <ellipse cx="32" cy="38" rx="20" ry="13" fill={c} />
      {eye(26, 30)}
      {eye(38, 30)}
      <path d="M26 44 Q32 48 38 44" stroke={a} strokeWidth="2" fill="none" />
    </>
  ),
  whale: (c, a) => (
    <>
      <path d="M52 30 L62 18 L62 40 Z" fill={c} />
      <path d="M4 34 Q6 14 30 14 Q54 14 54 34 Q54 50 30 50 Q8 50 4 34 Z" fill={c} />
      <path d="M8 38 Q30 50 52 38 Q52 48 30 48 Q10 48 8 38 Z" fill={a} />
      {eye(16, 28)}
      <path d="M28 8 Q30 2 32 8" stroke="#7dd3fc" strokeWidth="3" fill="none" />
    </>
  ),
  skin: (c, a) => (
    <>
      <circle cx="32" cy="32" r="24" fill={c} />
      <path d="M14 32 Q32 10 50 32 Q32 54 14 32 Z" fill={a} opacity="0.7" />
      <circle cx="32" cy="32" r="8" fill="#fff" opacity="0.8" />
    </>
  ),
  ticket: (c, a) => (
    <>
      <path d="M6 18 H58 V28 A4 4 0 0 0 58 36 V46 H6 V36 A4 4 0 0 0 6 28 Z" fill={c} />
      <path d="M22 32 L30 26 V38 Z M34 26 H42 V38 H34 Z" fill={a} />
    </>
  ),
  token: (c, a) => (
    <>
      <circle cx="32" cy="32" r="24" fill={c} />
      <circle cx="32" cy="32" r="17" fill="none" stroke={a} strokeWidth="3" />
      <path d="M27 24 L40 32 L27 40 Z" fill={a} />
    </>
  ),
  chest: (c, a) => (
    <>
      <rect x="8" y="28" width="48" height="26" rx="3" fill={c} />
      <path d="M8 28 Q8 12 32 12 Q56 12 56 28 Z" fill={c} opacity="0.85" />
      <rect x="8" y="26" width="48" height="5" fill={a} />
      <rect x="28" y="30" width="8" height="10" rx="2" fill={a} />
    </>
  ),
  castle: (c, a) => (
    <>
      <rect x="12" y="24" width="40" height="32" fill={c} />
      {[12, 22, 32, 42].map((x) => (
        <rect key={x} x={x} y="16" width="6" height="10" fill={c} />
      ))}
      <path d="M26 56 V42 Q32 34 38 42 V56 Z" fill={a} />
    </>
  ),
  ship: (c, a) => (
    <>
      <path d="M4 40 H60 L52 54 H12 Z" fill={c} transform="rotate(-8 32 46)" />
      <rect x="28" y="10" width="4" height="32" fill={c} transform="rotate(-8 32 46)" />
      <path d="M32 12 L50 30 H32 Z" fill={a} opacity="0.8" transform="rotate(-8 32 46)" />
    </>
  ),
  seaweed: (c, a) => (
    <>
      <path d="M22 60 Q12 44 22 30 Q32 16 22 4" stroke={c} strokeWidth="7" fill="none" strokeLinecap="round" />
      <path d="M40 60 Q50 46 40 34 Q30 22 42 12" stroke={a} strokeWidth="6" fill="none" strokeLinecap="round" />
    </>
  ),
  coral: (c, a) => (
    <>
      <path
        d="M32 60 V30 M32 40 L18 24 M32 36 L46 20 M18 24 V12 M46 20 V10 M18 30 L10 22"
        stroke={c}
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="18" cy="12" r="4" fill={a} />
      <circle cx="46" cy="10" r="4" fill={a} />
    </>
  ),
  background: (c, a) => (
    <>
      <rect x="4" y="8" width="56" height="48" rx="6" fill={c} />
      <path d="M4 46 Q20 38 32 46 Q44 54 60 44 V56 H4 Z" fill={a} />
      <circle cx="18" cy="20" r="3" fill="#e0f2fe" opacity="0.7" />
      <circle cx="24" cy="28" r="2" fill="#e0f2fe" opacity="0.7" />
    </>
  ),
  food: (c, a) => (
    <>
      <rect x="16" y="14" width="32" height="42" rx="6" fill={c} />
      <rect x="20" y="8" width="24" height="8" rx="2" fill={a} />
      {[24, 32, 40].map((x) => (
        <circle key={x} cx={x} cy={34 + (x % 3)} r="3" fill={a} />
      ))}
    </>
  ),
  hat: (c, a) => (
    <>
      <path d="M32 6 L50 54 H14 Z" fill={c} />
      <circle cx="32" cy="6" r="5" fill={a} />
      <path d="M22 34 H42 M18 44 H46" stroke={a} strokeWidth="3" />
    </>
  ),
  crown: (c, a) => (
    <>
      <path d="M8 48 L12 18 L24 32 L32 12 L40 32 L52 18 L56 48 Z" fill={c} />
      <rect x="8" y="46" width="48" height="8" fill={c} />
      <circle cx="32" cy="38" r="4" fill={a} />
      <circle cx="20" cy="40" r="3" fill={a} />
      <circle cx="44" cy="40" r="3" fill={a} />
    </>
  ),
  gem: (c, a) => (
    <>
      <path d="M16 12 H48 L58 26 L32 58 L6 26 Z" fill={c} />
      <path d="M6 26 H58 M24 12 L20 26 L32 58 L44 26 L40 12" stroke={a} strokeWidth="2" fill="none" />
    </>
  ),
  stage: (c, a) => (
    <>
      <rect x="4" y="10" width="56" height="44" rx="4" fill={c} />
      <rect x="4" y="44" width="56" height="10" fill={a} />
      <circle cx="44" cy="22" r="6" fill={a} />
    </>
  ),
  shield: (c, a) => (
    <>
      <path d="M32 6 L54 14 V30 Q54 50 32 58 Q10 50 10 30 V14 Z" fill={c} />
      <path d="M22 32 L30 40 L44 24" stroke={a} strokeWidth="5" fill="none" strokeLinecap="round" />
    </>
  ),
  banner: (c, a) => (
    <>
      <path d="M6 14 H58 V44 L32 54 L6 44 Z" fill={c} />
      <path d="M6 30 Q20 22 32 30 Q44 38 58 30" stroke={a} strokeWidth="4" fill="none" />
    </>
  ),
  frame: (c, a) => (
    <>
      <circle cx="32" cy="32" r="26" fill="none" stroke={c} strokeWidth="8" />
      <circle cx="32" cy="32" r="26" fill="none" stroke={a} strokeWidth="2" strokeDasharray="4 6" />
    </>
  ),
  star: (c, a) => (
    <path
      d="M32 6 L39 24 L58 24 L43 36 L49 56 L32 44 L15 56 L21 36 L6 24 L25 24 Z"
      fill={c}
      stroke={a}
      strokeWidth="2"
    />
  ),
  heart: (c, a) => (
    <path d="M32 56 L10 34 Q2 22 12 14 Q22 8 32 20 Q42 8 52 14 Q62 22 54 34 Z" fill={c} stroke={a} strokeWidth="2" />
  ),
  trophy: (c, a) => (
    <>
      <path d="M18 8 H46 V24 Q46 40 32 40 Q18 40 18 24 Z" fill={c} />
      <path d="M18 14 H8 Q8 28 20 30 M46 14 H56 Q56 28 44 30" stroke={c} strokeWidth="4" fill="none" />
      <rect x="28" y="40" width="8" height="10" fill={c} />
      <rect x="18" y="50" width="28" height="8" rx="2" fill={a} />
    </>
  ),
  dice: (c, a) => (
    <>
      <rect x="10" y="10" width="44" height="44" rx="9" fill={c} />
      {[
        [22, 22],
        [42, 22],
        [32, 32],
        [22, 42],
        [42, 42],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4" fill={a} />
      ))}
    </>
  ),
  shell: (c, a) => (
    <>
      <path d="M32 8 L56 44 Q32 58 8 44 Z" fill={c} />
      {[16, 24, 32, 40, 48].map((x) => (
        <line key={x} x1="32" y1="10" x2={x} y2="50" stroke={a} strokeWidth="2" />
      ))}
    </>
  ),
  diver: (c, a) => (
    <>
      <circle cx="32" cy="24" r="16" fill={a} stroke={c} strokeWidth="5" />
      <rect x="22" y="38" width="20" height="20" rx="6" fill={c} />
      <circle cx="32" cy="24" r="9" fill="#bae6fd" />
      <circle cx="50" cy="10" r="3" fill="#bae6fd" />
      <circle cx="54" cy="4" r="2" fill="#bae6fd" />
    </>
  ),
  sub: (c, a) => (
    <>
      <ellipse cx="30" cy="38" rx="24" ry="13" fill={c} />
      <rect x="24" y="16" width="12" height="12" rx="3" fill={c} />
      <circle cx="22" cy="38" r="4" fill={a} />
      <circle cx="36" cy="38" r="4" fill={a} />
      <path d="M54 32 L62 28 V48 L54 44 Z" fill={c} />
    </>
  ),
  mountain: (c, a) => (
    <>
      <path d="M2 58 L24 14 L36 34 L44 24 L62 58 Z" fill={c} />
      <path d="M24 14 L30 26 L20 26 Z" fill="#fff" />
      <path d="M44 6 L38 20 H46 L40 34" stroke={a} strokeWidth="3" fill="none" />
    </>
  ),
  berry: (c, a) => (
    <>
      <circle cx="24" cy="38" r="13" fill={c} />
      <circle cx="42" cy="38" r="13" fill={c} />
      <circle cx="33" cy="24" r="12" fill={c} />
      <path d="M33 12 Q38 4 46 6" stroke={a} strokeWidth="3" fill="none" />
    </>
  ),
};

/** A picture of an item (or game), decorative unless given a label. */
export function ItemPicture(props: { art: ItemArt; size?: number; label?: string }) {
  return <ArtPicture {...props} shapes={SHAPES} fallback="star" />;
}

/** Each game's picture on its card. */
export const GAME_ART: Record<number, ItemArt> = {
  1: { shape: 'fish', color: '#f97316', accent: '#fff' },
  2: { shape: 'shield', color: '#0e7490', accent: '#a5f3fc' },
  3: { shape: 'fish', color: '#65a30d', accent: '#ecfccb' },
  4: { shape: 'whale', color: '#1e3a8a', accent: '#93c5fd' },
  5: { shape: 'shell', color: '#f9a8d4', accent: '#be185d' },
  6: { shape: 'diver', color: '#ca8a04', accent: '#1e293b' },
  7: { shape: 'sub', color: '#eab308', accent: '#0c4a6e' },
  8: { shape: 'gem', color: '#7c3aed', accent: '#ddd6fe' },
  9: { shape: 'boggie', color: '#16a34a', accent: '#fde047' },
  10: { shape: 'boggie', color: '#0ea5e9', accent: '#fde047' },
  11: { shape: 'boggie', color: '#e11d48', accent: '#fde047' },
  12: { shape: 'puffer', color: '#06b6d4', accent: '#0e7490' },
  13: { shape: 'berry', color: '#be123c', accent: '#15803d' },
  14: { shape: 'stage', color: '#4338ca', accent: '#a5b4fc' },
  15: { shape: 'boggie', color: '#9333ea', accent: '#f0abfc' },
  16: { shape: 'mountain', color: '#57534e', accent: '#facc15' },
};
