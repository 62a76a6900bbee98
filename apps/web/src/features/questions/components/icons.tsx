// Small inline icons of the question components: always aria-hidden, the text or label beside them says it.

const svg = (size: number, children: React.ReactNode) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SpeakerIcon = ({ size = 20 }: { size?: number }) =>
  svg(
    size,
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" {...stroke} strokeWidth={2} />
    </>,
  );
export const StopIcon = ({ size = 20 }: { size?: number }) =>
  svg(size, <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />);
export const CheckIcon = ({ size = 18 }: { size?: number }) =>
  svg(size, <path d="M5 12.5l4.5 4.5L19 7.5" {...stroke} />);
export const CrossIcon = ({ size = 18 }: { size?: number }) =>
  svg(size, <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" {...stroke} />);
export const PartialIcon = ({ size = 18 }: { size?: number }) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="8" {...stroke} strokeWidth={2} />
      <path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" />
    </>,
  );
export const ClockIcon = ({ size = 18 }: { size?: number }) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="8.5" {...stroke} strokeWidth={2} />
      <path d="M12 7.5V12l3 2" {...stroke} strokeWidth={2} />
    </>,
  );
export const ArrowUpIcon = ({ size = 20 }: { size?: number }) =>
  svg(size, <path d="M12 19V5M6 11l6-6 6 6" {...stroke} />);
export const ArrowDownIcon = ({ size = 20 }: { size?: number }) =>
  svg(size, <path d="M12 5v14M6 13l6 6 6-6" {...stroke} />);
export const GripIcon = ({ size = 20 }: { size?: number }) =>
  svg(
    size,
    [7, 12, 17].map((y) => (
      <g key={y} fill="currentColor">
        <circle cx="9" cy={y} r="1.6" />
        <circle cx="15" cy={y} r="1.6" />
      </g>
    )),
  );
export const BulbIcon = ({ size = 18 }: { size?: number }) =>
  svg(
    size,
    <path
      d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z"
      {...stroke}
      strokeWidth={2}
    />,
  );
export const ChevronIcon = ({ size = 18, open }: { size?: number; open: boolean }) =>
  svg(size, <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} {...stroke} />);
