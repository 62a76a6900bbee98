// Decorative icons for the class screens (inline SVG, aria-hidden: the text or label beside them carries the meaning).

interface IconProps {
  size?: number;
}

/** Three dots: the row actions menu. */
export function DotsIcon({ size = 18 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/** A plus sign: add something. */
export function PlusIcon({ size = 16 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A printer. */
export function PrintIcon({ size = 16 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="7" y="14" width="10" height="7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A star: premium. */
export function StarIcon({ size = 14 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" fill="currentColor" />
    </svg>
  );
}
