import { MOBILE_BREAKPOINT_PX } from '@clearsheets/shared';
import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../lib/i18n';

/** The media query for the spec's rule: narrower than 768 px and held upright. */
export const ROTATE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px) and (orientation: portrait)`;

/** True while the student screen should ask for landscape (read on first render, no flash). */
export function useNeedsRotation(): boolean {
  return useMediaQuery(ROTATE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
}

/** Full-screen request to turn the device (spec section 2); the page behind is made inert by the layout. */
export function RotateOverlay() {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className="cs-rotate-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      tabIndex={-1}
    >
      <Stack align="center" gap="lg" maw={360} ta="center">
        <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
          <rect x="30" y="14" width="36" height="62" rx="7" fill="none" stroke="currentColor" strokeWidth="5" />
          <circle cx="48" cy="66" r="3.5" fill="currentColor" />
          <path
            d="M14 56a36 36 0 0 1 10-30m-4-5 4 5-6 3M82 40a36 36 0 0 1-10 30m4 5-4-5 6-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <Title order={2} id={titleId} c="white" fz={28} lh={1.25}>
          {t('messages.rotateDevice')}
        </Title>
        <Text id={hintId} c="white" fz="lg">
          {t('student.rotate.hint')}
        </Text>
      </Stack>
    </div>
  );
}
