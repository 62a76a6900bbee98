/** A friendly, decorative picture for the empty assignments list. */
export function EmptyAssignmentsArt() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect x="22" y="10" width="60" height="76" rx="10" fill="#e5dbff" />
      <rect x="34" y="4" width="60" height="76" rx="10" fill="#ffffff" stroke="#7048e8" strokeWidth="3" />
      <path d="M46 26h36M46 38h36M46 50h22" stroke="#b197fc" strokeWidth="4" strokeLinecap="round" />
      <circle cx="96" cy="70" r="16" fill="#ffd43b" />
      <path d="M89 70l5 5 9-10" fill="none" stroke="#5f3dc4" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}
