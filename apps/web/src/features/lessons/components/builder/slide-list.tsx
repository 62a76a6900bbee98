import type { TSlide } from '@clearsheets/shared';
import { ActionIcon, Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { isLessonImageUrl } from '../../lib/keys';
import { useMyT } from '../../my-i18n';

interface SlideListProps {
  slides: TSlide[];
  selected: number;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** Slides a problem names (marked in the list). */
  problemSlides: ReadonlySet<number>;
}

/** The lesson's slides in order: choose one to change it; move it with its buttons or Alt + arrow up/down. */
export function SlideList({ slides, selected, onSelect, onMove, problemSlides }: SlideListProps) {
  const t = useMyT();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move the focus follows the slide to its new place.
  useEffect(() => {
    if (focusAt === null) return;
    buttons.current[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    if (to < 0 || to >= slides.length) return;
    onMove(from, to);
    setAnnouncement(t('slides.moved', { number: to + 1, total: slides.length }));
    if (keepFocus) setFocusAt(to);
  };
  const onKey = (index: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(index, index + (e.key === 'ArrowUp' ? -1 : 1), true);
  };

  if (!slides.length)
    return (
      <Text c="dimmed" size="sm">
        {t('slides.empty')}
      </Text>
    );
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" id="cs-slide-list-hint">
        {t('slides.keyboardHint')}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} className="cs-builder-slides">
        {slides.map((slide, i) => {
          const current = i === selected;
          return (
            <li key={slide.key}>
              <Group
                gap={6}
                wrap="nowrap"
                className={current ? 'cs-builder-slide cs-builder-slide-current' : 'cs-builder-slide'}
              >
                <UnstyledButton
                  ref={(el) => {
                    buttons.current[i] = el;
                  }}
                  onClick={() => onSelect(i)}
                  onKeyDown={onKey(i)}
                  aria-current={current ? 'true' : undefined}
                  aria-describedby="cs-slide-list-hint"
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                  className="cs-builder-slide-button"
                >
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={700} w={24} ta="right" aria-hidden>
                      {i + 1}
                    </Text>
                    {slide.background && isLessonImageUrl(slide.background.url) ? (
                      <img className="cs-builder-thumb" src={slide.background.url} alt="" loading="lazy" />
                    ) : (
                      <span className="cs-builder-thumb cs-builder-thumb-blank" aria-hidden />
                    )}
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} lineClamp={2}>
                        <VisuallyHidden>{t('slides.select', { number: i + 1, title: '' })}</VisuallyHidden>
                        {slide.title || t('slides.untitled')}
                      </Text>
                      <Group gap={4}>
                        {slide.target === 2 && (
                          <Badge size="xs" variant="light" color="grape" c="grape.9" radius="sm">
                            {t('slides.followUp')}
                          </Badge>
                        )}
                        {slide.components.length > 0 && (
                          <Text size="xs" c="dimmed">
                            {t('slides.parts', { count: slide.components.length })}
                          </Text>
                        )}
                        {problemSlides.has(i) && (
                          <Badge size="xs" variant="light" color="red" c="red.9" radius="sm">
                            !
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                </UnstyledButton>
                <Stack gap={2}>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    onClick={() => move(i, i - 1, false)}
                    disabled={i === 0}
                    aria-label={t('slides.moveUp', { number: i + 1 })}
                  >
                    <span aria-hidden>↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    onClick={() => move(i, i + 1, false)}
                    disabled={i === slides.length - 1}
                    aria-label={t('slides.moveDown', { number: i + 1 })}
                  >
                    <span aria-hidden>↓</span>
                  </ActionIcon>
                </Stack>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
