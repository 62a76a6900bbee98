// The pictures of thumbs and faces, drawn here (no emoji font is needed on the student's device): decoration
// only, the button's words say the same.

const FACE_MOUTH: Record<string, string> = {
  happy: 'M7 13.5c1.2 2.2 3.2 3.2 5 3.2s3.8-1 5-3.2',
  smile: 'M8 14c1 1.4 2.4 2 4 2s3-.6 4-2',
  neutral: 'M8.5 15h7',
  sad: 'M8 16.5c1-1.4 2.4-2 4-2s3 .6 4 2',
};

const THUMB =
  'M7 10v10H4V10h3zm2 10h8.2a2 2 0 0 0 2-1.6l1.3-6.4a2 2 0 0 0-2-2.4H14l.8-4a1.8 1.8 0 0 0-3.3-1.2L9 9.6V20z';

export type OptionIconName = 'thumbsUp' | 'thumbsDown' | keyof typeof FACE_MOUTH;

export function OptionIcon({ name }: { name: OptionIconName }) {
  const common = { width: 22, height: 22, viewBox: '0 0 24 24', focusable: false } as const;
  if (name === 'thumbsUp' || name === 'thumbsDown')
    return (
      <svg {...common} aria-hidden="true" style={name === 'thumbsDown' ? { transform: 'rotate(180deg)' } : undefined}>
        <path d={THUMB} fill="currentColor" />
      </svg>
    );
  return (
    <svg {...common} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="9" cy="9.5" r="1" fill="currentColor" stroke="none" />
      <circle cx="15" cy="9.5" r="1" fill="currentColor" stroke="none" />
      <path d={FACE_MOUTH[name]} />
    </svg>
  );
}
