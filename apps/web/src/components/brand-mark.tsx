import { Group, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** The product name with a small sheet mark; decorative parts are hidden from screen readers. */
/** `compact`: below the xs breakpoint only the icon shows (the student header also holds the language switch and
 * Sign out, the staff header the account menu and Sign out: both must fit a 390 px phone in Spanish too). */
export function BrandMark({ color = 'inherit', compact = false }: { color?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect x="4" y="2" width="20" height="24" rx="4" fill="currentColor" opacity="0.18" />
        <rect x="4" y="2" width="20" height="24" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9 10h10M9 15h10M9 20h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={{ base: 'md', xs: 'lg' }}
        c={color}
        visibleFrom={compact ? 'xs' : undefined}
        style={{ letterSpacing: '-0.01em' }}
      >
        {t('app.name')}
      </Text>
    </Group>
  );
}
