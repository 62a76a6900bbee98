import { ActionIcon, Group, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useMonitorT } from '../i18n';
import { type GridScrollState, pageStep } from '../lib/use-grid-scroll';

function Chevron({ to }: { to: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={to === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Above a grid wider than the screen: which questions are in view and buttons to page through the rest (the
 * region itself also scrolls by keyboard, touch and wheel). Hidden when every question fits.
 */
export function GridScrollBar({ region, scroll }: { region: RefObject<HTMLElement | null>; scroll: GridScrollState }) {
  const t = useMonitorT();
  if (!scroll.moreBefore && !scroll.moreAfter) return null;
  const move = (direction: -1 | 1) => {
    const el = region.current;
    if (!el) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * pageStep(el), behavior: smooth ? 'smooth' : 'auto' });
  };
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" className="cs-mon-scrollbar">
      <Text size="sm" fw={600} c="gray.8">
        {scroll.first === 0
          ? t('monitor.grid.scrollHint')
          : t(scroll.first === scroll.last ? 'monitor.grid.inViewOne' : 'monitor.grid.inView', {
              first: scroll.first,
              last: scroll.last,
              total: scroll.total,
            })}
      </Text>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          radius="md"
          onClick={() => move(-1)}
          disabled={!scroll.moreBefore}
          aria-label={t('monitor.grid.earlier')}
          title={t('monitor.grid.earlier')}
        >
          <Chevron to="left" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          radius="md"
          onClick={() => move(1)}
          disabled={!scroll.moreAfter}
          aria-label={t('monitor.grid.later')}
          title={t('monitor.grid.later')}
        >
          <Chevron to="right" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
