import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { useOverrideScore } from '../api/grading-mutations';
import { useResultsT } from '../i18n';
import { formatScore } from '../lib/format';
import { errorTitle, notifySuccess } from '../lib/notices';
import { clampScore } from '../lib/scale-score';

export interface OverrideTarget {
  responseId: number;
  number: number;
  score: number;
  maxScore: number;
}

interface OverrideModalProps {
  target: OverrideTarget | null;
  override: ReturnType<typeof useOverrideScore>;
  onClose: () => void;
}

/** "Override score": a new score within the question's points and the reason, which is required. */
export function OverrideModal({ target, override, onClose }: OverrideModalProps) {
  const t = useResultsT();
  const [score, setScore] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ score?: string; note?: string }>({});

  useEffect(() => {
    if (target) {
      setScore(target.score);
      setNote('');
      setErrors({});
      override.reset();
    }
  }, [target, override.reset]);

  const submit = () => {
    if (!target) return;
    const next = {
      score: score === null ? t('results.grade.scoreRequired') : undefined,
      note: note.trim() ? undefined : t('results.sheet.noteRequired'),
    };
    setErrors(next);
    if (next.score || next.note || score === null) return;
    override.mutate(
      { responseId: target.responseId, score, note: note.trim() },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.message);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={override.isPending ? () => {} : onClose}
      title={target ? t('results.sheet.overrideTitle', { number: target.number }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('results.close') }}
    >
      {target && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {t('results.sheet.currentScore', { score: formatScore(target.score), max: target.maxScore })}
            </Text>
            <NumberInput
              label={t('results.sheet.newScore')}
              description={t('results.sheet.newScoreHint', { max: target.maxScore })}
              value={score ?? ''}
              onChange={(value) => setScore(clampScore(value, target.maxScore))}
              min={0}
              max={target.maxScore}
              step={0.5}
              decimalScale={2}
              clampBehavior="strict"
              allowNegative={false}
              error={errors.score}
              withAsterisk
              data-autofocus
            />
            <Textarea
              label={t('results.sheet.note')}
              description={t('results.sheet.noteHint')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={errors.note}
              autosize
              minRows={3}
              maxLength={2000}
              withAsterisk
            />
            {override.error ? (
              <Alert color="red" variant="light" role="alert" title={errorTitle(override.error)} />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={override.isPending}>
                {t('results.cancel')}
              </Button>
              <Button type="submit" loading={override.isPending}>
                {t('results.sheet.saveScore')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
