// The round's two buttons keep only their icons on a phone held sideways (game-play.css), where the game takes the
// whole screen; the words stay for screen readers and wider screens.

/** An arrow back: leave the round for the arcade. */
export function BackIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A speaker, crossed out when the sound is off. */
export function SoundIcon({ muted }: { muted: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9.5h4l5-4v13l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16.5 9.5l5 5m0-5l-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M16.5 8.5a5 5 0 0 1 0 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
