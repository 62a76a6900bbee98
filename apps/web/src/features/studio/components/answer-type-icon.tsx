import type { AnswerType } from '@clearsheets/shared';
import type { ReactNode } from 'react';

// One small glyph per answer type, so the question list can be scanned by kind; decorative (the list
// item's name says the type in words).

const PATHS: Record<AnswerType, ReactNode> = {
  1: (
    <>
      <circle cx="6" cy="7" r="2.5" />
      <circle cx="6" cy="17" r="2.5" fill="currentColor" />
      <path d="M11 7h9M11 17h9" />
    </>
  ),
  2: (
    <>
      <rect x="3.5" y="4.5" width="5" height="5" rx="1" />
      <rect x="3.5" y="14.5" width="5" height="5" rx="1" />
      <path d="M4.5 17l1.5 1.5 2.5-3M11 7h9M11 17h9" />
    </>
  ),
  3: (
    <>
      <rect x="3" y="7" width="18" height="10" rx="2" />
      <path d="M7 10v4" />
    </>
  ),
  4: <path d="M4 6h4M4 12h8M4 18h12M18 4v16M15 17l3 3 3-3" />,
  5: (
    <>
      <rect x="3" y="5" width="8" height="8" rx="1" />
      <rect x="13" y="11" width="8" height="8" rx="1" />
      <path d="M15 15l1.5 1.5 3-3" />
    </>
  ),
  6: <path d="M3 12h4M9 16h6M17 12h4" />,
  7: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1.5" />
      <path d="M3 9.5h18M3 15h18M11 4v16" />
    </>
  ),
  8: (
    <>
      <path d="M5 19l2-5 9-9 3 3-9 9-5 2z" />
    </>
  ),
  9: <path d="M4 6h16M4 10h16M4 14h10M4 18h7M16 18l2 2 3-4" />,
  10: (
    <>
      <path d="M3 12h3M18 12h3" />
      <rect x="8" y="8.5" width="8" height="7" rx="1.5" />
      <path d="M10.5 11.5l1.5 1.5 1.5-1.5" />
    </>
  ),
};

export function AnswerTypeIcon({ type, size = 18 }: { type: AnswerType; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[type]}
    </svg>
  );
}
