import { SLIDE_COMPONENT_KINDS as K, type TLessonResponse, type TSlide } from '@clearsheets/shared';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { kindLabel, useLessonsT } from '../i18n';
import { optionFormatOf, optionLabel } from '../lib/option-labels';
import { slideFigures } from '../lib/slide-items';
import { TallyTable } from './tally-table';

interface ResultsViewProps {
  slide: TSlide;
  responses: readonly TLessonResponse[];
  /** Students who joined: the bars' full length. */
  joined: number;
  /** Mark the correct answers (the teacher's screen, not the projector's). */
  showCorrect: boolean;
  large?: boolean;
}

/** "View results": per component of the slide, each quick check's and mood's tally and each question's correct count. */
export function ResultsView({ slide, responses, joined, showCorrect, large = false }: ResultsViewProps) {
  const t = useLessonsT();
  const figures = useMemo(() => slideFigures(slide, responses), [slide, responses]);
  if (!figures.length) return <Text c="dimmed">{t('results.nothing')}</Text>;
  return (
    <Stack gap="lg">
      {figures.map(({ component, items }) => {
        const title =
          component.kind === K.socialEmotional
            ? t('results.mood')
            : ('title' in component && component.title) ||
              ('prompt' in component && component.prompt) ||
              kindLabel(t, component.kind);
        const format = optionFormatOf(component);
        const questionRows = items.flatMap((item) =>
          item.kind === 'question'
            ? [
                {
                  key: item.itemKey,
                  label: t('results.question', { number: item.number }),
                  count: item.correct,
                  of: Math.max(joined, item.answered),
                  answered: item.answered,
                },
              ]
            : [],
        );
        return (
          <Stack key={component.key} gap="xs">
            {items.map((item) =>
              item.kind === 'choice' ? (
                <TallyTable
                  key={item.itemKey}
                  caption={t('results.caption', { title })}
                  large={large}
                  rows={item.options.map((o) => ({
                    key: o.value,
                    label: optionLabel(t, format, item.itemKey, o),
                    count: o.count,
                    of: Math.max(joined, item.answered),
                    correct: showCorrect && o.correct,
                  }))}
                />
              ) : null,
            )}
            {questionRows.length > 0 && (
              <>
                <TallyTable
                  caption={t('results.questionCaption', { title })}
                  countHeading={t('results.correctCount')}
                  large={large}
                  rows={questionRows}
                />
                <Text size="sm" c="dimmed">
                  {questionRows
                    .map(
                      (r) => `${r.label}: ${t('results.questionFigures', { correct: r.count, answered: r.answered })}`,
                    )
                    .join(' · ')}
                </Text>
              </>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
