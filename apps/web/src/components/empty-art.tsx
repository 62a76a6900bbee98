// Friendly, decorative pictures for empty pages (inline SVG, always aria-hidden: the words beside them carry the
// meaning). Colours come from CSS variables so the student side keeps its purple and the staff side its teal.

export type EmptyArtKind = 'assignments' | 'search' | 'worksheets' | 'results' | 'groups' | 'grading';

const MAIN = 'var(--cs-art-main, #7048e8)';
const SOFT = 'var(--cs-art-soft, #e5dbff)';
const LINE = 'var(--cs-art-line, #b197fc)';
const INK = 'var(--cs-art-ink, #5f3dc4)';
const SUN = '#ffd43b';

/** A sheet of paper standing behind the picture's subject (every kind shares it, so they read as one set). */
function Sheet({ lines = 3 }: { lines?: number }) {
  return (
    <>
      <rect x="22" y="10" width="60" height="76" rx="10" fill={SOFT} />
      <rect x="34" y="4" width="60" height="76" rx="10" fill="#ffffff" stroke={MAIN} strokeWidth="3" />
      <path
        d={['M46 26h36', 'M46 38h36', 'M46 50h22'].slice(0, lines).join('')}
        stroke={LINE}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </>
  );
}

const badges: Record<EmptyArtKind, React.ReactNode> = {
  // The student side's picture: a checked sheet.
  assignments: (
    <>
      <circle cx="96" cy="70" r="16" fill={SUN} />
      <path d="M89 70l5 5 9-10" fill="none" stroke={INK} strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  search: (
    <>
      <circle cx="92" cy="64" r="13" fill="#ffffff" stroke={INK} strokeWidth="4" />
      <path d="M101.5 73.5l10 10" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <path d="M86 64h12" stroke={SUN} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  worksheets: (
    <>
      <circle cx="96" cy="70" r="16" fill={SUN} />
      <path d="M96 62v16M88 70h16" stroke={INK} strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  results: (
    <>
      <rect x="80" y="54" width="32" height="32" rx="8" fill={SUN} />
      <path d="M88 78v-8M96 78v-14M104 78v-10" stroke={INK} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  groups: (
    <>
      <circle cx="86" cy="66" r="9" fill={SUN} stroke={INK} strokeWidth="3" />
      <circle cx="104" cy="66" r="9" fill="#ffffff" stroke={INK} strokeWidth="3" />
      <path
        d="M74 88a12 10 0 0 1 24 0M92 88a12 10 0 0 1 24 0"
        fill="none"
        stroke={INK}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
  grading: (
    <>
      <circle cx="96" cy="70" r="16" fill={SUN} />
      <path d="M90 76l2-7 9-9 5 5-9 9z" fill="#ffffff" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
    </>
  ),
};

/** The picture for an empty list of `kind`. */
export function EmptyArt({ kind }: { kind: EmptyArtKind }) {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false" className="cs-empty-art">
      <Sheet lines={kind === 'search' ? 2 : 3} />
      {badges[kind]}
    </svg>
  );
}
