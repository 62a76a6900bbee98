import type { TMonitorCellStatus } from '@clearsheets/shared';

// Small glyphs for the grid's cells: each state has its own shape, so colour is never the only signal.

const paths: Record<TMonitorCellStatus, React.ReactNode> = {
  correct: (
    <path
      d="M3.5 8.5l3 3 6-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  incorrect: <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  partial: (
    <>
      <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 2.5a5.5 5.5 0 0 1 0 11z" fill="currentColor" />
    </>
  ),
  pending: (
    <>
      <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 5v3.2l2.2 1.4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  answering: (
    <path
      d="M10.8 2.8l2.4 2.4-7.4 7.4-3 .6.6-3zM9.6 4l2.4 2.4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  ),
  not_started: <circle cx="8" cy="8" r="1.6" fill="currentColor" />,
  ungraded: (
    <>
      <rect x="3" y="2.5" width="10" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5.5 6h5M5.5 8.5h5M5.5 11h3" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
    </>
  ),
};

/** The cell's glyph, hidden from assistive technology (the cell says its state in words). */
export function CellIcon({ status, size = 16 }: { status: TMonitorCellStatus; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="cs-mon-icon">
      {paths[status]}
    </svg>
  );
}
