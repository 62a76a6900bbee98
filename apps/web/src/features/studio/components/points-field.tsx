import { QUESTION_LIMITS } from '@clearsheets/shared';
import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useStudioT } from '../i18n';
import { useFieldIssue } from './issue-context';

interface PointsFieldProps {
  value: number;
  onChange: (points: number) => void;
  /** Constructed responses: the most the teacher can give. */
  maximum?: boolean;
}

/** Points of the question: 1 to 100 whole points; an empty box while typing is not saved as 0. */
export function PointsField({ value, onChange, maximum = false }: PointsFieldProps) {
  const t = useStudioT();
  const { error, touch } = useFieldIssue('points');
  const [text, setText] = useState<string | number>(value);
  useEffect(() => setText(value), [value]);
  return (
    <NumberInput
      label={maximum ? t('studio.editor.maxPoints') : t('studio.editor.points')}
      value={text}
      onChange={(next) => {
        setText(next);
        if (typeof next === 'number' && Number.isInteger(next) && next >= 1)
          onChange(Math.min(next, QUESTION_LIMITS.pointsMax));
      }}
      onBlur={() => {
        touch();
        if (typeof text !== 'number') setText(value);
      }}
      error={error}
      min={1}
      max={QUESTION_LIMITS.pointsMax}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      w={{ base: '100%', xs: 140 }}
    />
  );
}
