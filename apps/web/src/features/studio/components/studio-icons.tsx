import type { ReactNode } from 'react';

// Small decorative icons for the studio (inline SVG): always aria-hidden, the button's name says what it does.

interface IconProps {
  size?: number;
}

const svg = (size: number, children: ReactNode) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

export const PlusIcon = ({ size = 16 }: IconProps) => svg(size, <path d="M12 5v14M5 12h14" />);
export const TrashIcon = ({ size = 16 }: IconProps) =>
  svg(size, <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const UpIcon = ({ size = 16 }: IconProps) => svg(size, <path d="M6 15l6-6 6 6" />);
export const DownIcon = ({ size = 16 }: IconProps) => svg(size, <path d="M6 9l6 6 6-6" />);
export const CopyIcon = ({ size = 16 }: IconProps) =>
  svg(
    size,
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
    </>,
  );
export const CheckCircleIcon = ({ size = 16 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </>,
  );
export const AlertCircleIcon = ({ size = 16 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </>,
  );
export const ImageIcon = ({ size = 16 }: IconProps) =>
  svg(
    size,
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="M21 16l-5-5-8 8" />
    </>,
  );
