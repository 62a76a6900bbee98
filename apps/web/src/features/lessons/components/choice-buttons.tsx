import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { type LessonsT, useLessonsT } from '../i18n';
import { OPTION_ICON, optionKey, optionLabel } from '../lib/option-labels';
import { LessonText } from './lesson-text';
import { OptionIcon } from './option-icon';

interface ChoiceButtonsProps {
  legend: string;
  format: number | null;
  itemKey: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChoose?: (value: string) => void;
  disabled?: boolean;
  /** The correct option, marked for the teacher. */
  correct?: string;
  size?: 'md' | 'lg' | 'xl';
}

/** A quick check's or a mood's options as big buttons: pressed shows the student's answer. */
export function ChoiceButtons({
  legend,
  format,
  itemKey,
  options,
  value,
  onChoose,
  disabled,
  correct,
  size = 'lg',
}: ChoiceButtonsProps) {
  const t = useLessonsT();
  const legendId = useId();
  const chosen = options.find((o) => o.value === value);
  return (
    <fieldset className="cs-lesson-fieldset" aria-describedby={chosen ? `${legendId}-a` : undefined}>
      <legend className="cs-lesson-legend">
        <LessonText text={legend} />
      </legend>
      <Group gap="sm" mt="xs">
        {options.map((option) => {
          const key = optionKey(format, itemKey, option.value);
          const icon = key ? OPTION_ICON[key] : undefined;
          const pressed = option.value === value;
          const isCorrect = correct === option.value;
          return (
            <Button
              key={option.value}
              size={size}
              radius="xl"
              variant={pressed ? 'filled' : isCorrect ? 'light' : 'default'}
              color={isCorrect ? 'green.9' : undefined}
              aria-pressed={onChoose ? pressed : undefined}
              disabled={disabled || !onChoose}
              onClick={() => onChoose?.(option.value)}
              leftSection={icon ? <OptionIcon name={icon} /> : undefined}
              className="cs-lesson-choice"
            >
              <LessonText text={optionLabel(t, format, itemKey, option)} />
              {isCorrect && <CorrectMark t={t} />}
            </Button>
          );
        })}
      </Group>
      {chosen && (
        <Text id={`${legendId}-a`} size="sm" mt={6} c="dimmed">
          <LessonText text={t('student.yourAnswer', { answer: optionLabel(t, format, itemKey, chosen) })} />
        </Text>
      )}
    </fieldset>
  );
}

function CorrectMark({ t }: { t: LessonsT }) {
  return (
    <span className="cs-lesson-correct">
      {' '}
      <span aria-hidden="true">✓</span>
      <VisuallyHidden> ({t('results.correct')})</VisuallyHidden>
    </span>
  );
}
