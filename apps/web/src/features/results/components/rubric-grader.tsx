import type { TGradingScale } from '@clearsheets/shared';
import { NumberInput, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { useResultsT } from '../i18n';
import { formatScore } from '../lib/format';
import { clampScore, levelForScore, levelScore, sameRange } from '../lib/scale-score';

export interface RubricValue {
  scaleId: number | null;
  score: number | null;
  feedback: string;
}

interface RubricGraderProps {
  scales: TGradingScale[];
  maxScore: number;
  value: RubricValue;
  onChange: (next: RubricValue) => void;
  /** Shown under the score (e.g. "Choose a level or type a score"). */
  scoreError?: string | null;
  disabled?: boolean;
}

/**
 * A grading scale (rubric) and its levels: choosing a level sets the score, typing a score lights the matching
 * level; then the written feedback the student will read. Controlled: the page owns the value.
 */
export function RubricGrader({ scales, maxScore, value, onChange, scoreError, disabled }: RubricGraderProps) {
  const t = useResultsT();
  const id = useId();
  const scale = scales.find((s) => s.id === value.scaleId) ?? null;
  const chosen = levelForScore(scale, value.score, maxScore);
  const converts = !sameRange(scale, maxScore);

  return (
    <Stack gap="md">
      <Select
        label={t('results.grade.scale')}
        data={scales.map((s) => ({ value: String(s.id), label: s.name }))}
        value={value.scaleId === null ? null : String(value.scaleId)}
        onChange={(next) => next && onChange({ ...value, scaleId: Number(next) })}
        allowDeselect={false}
        disabled={disabled}
        maw={440}
      />
      {scale && (
        <Radio.Group
          label={t('results.grade.levels')}
          description={
            converts ? t('results.grade.scaleConverts', { scaleMax: scale.maxPoints, max: maxScore }) : undefined
          }
          value={chosen === null ? null : String(chosen)}
          onChange={(next) => onChange({ ...value, score: levelScore(Number(next), scale.maxPoints, maxScore) })}
        >
          <Stack gap="xs" mt="xs" className="cs-levels">
            {[...scale.levels]
              .sort((a, b) => a.points - b.points)
              .map((level) => {
                const score = levelScore(level.points, scale.maxPoints, maxScore);
                return (
                  <div key={level.points} className="cs-level" data-checked={chosen === level.points || undefined}>
                    <Radio
                      size="md"
                      value={String(level.points)}
                      disabled={disabled}
                      label={
                        <Text span fw={700}>
                          {t('results.grade.levelName', { points: level.points, label: level.label })}
                        </Text>
                      }
                      description={
                        <>
                          {level.description}
                          {converts && (
                            <> {t('results.grade.levelWorth', { score: formatScore(score), max: maxScore })}</>
                          )}
                        </>
                      }
                    />
                  </div>
                );
              })}
          </Stack>
        </Radio.Group>
      )}
      <NumberInput
        id={`${id}-score`}
        label={t('results.grade.score')}
        description={t('results.grade.scoreHint', { max: maxScore })}
        value={value.score ?? ''}
        onChange={(next) => onChange({ ...value, score: clampScore(next, maxScore) })}
        min={0}
        max={maxScore}
        step={0.5}
        decimalScale={2}
        clampBehavior="strict"
        allowNegative={false}
        error={scoreError ?? undefined}
        disabled={disabled}
        maw={320}
        withAsterisk
        data-score-input
      />
      <Textarea
        label={t('results.grade.feedback')}
        description={t('results.grade.feedbackHint')}
        value={value.feedback}
        onChange={(event) => onChange({ ...value, feedback: event.currentTarget.value })}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={5000}
        disabled={disabled}
      />
    </Stack>
  );
}
