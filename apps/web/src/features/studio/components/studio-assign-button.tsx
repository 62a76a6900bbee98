import { MESSAGES } from '@clearsheets/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { PATHS } from '../../../lib/route-access';
import { fetchReadiness } from '../api/studio-queries';
import { useStudioT } from '../i18n';

interface StudioAssignButtonProps {
  worksheetId: number;
  /** Saves what is still waiting, so readiness is judged on the latest answers. */
  flush: () => Promise<boolean>;
  /** Question numbers by id, to say which ones lack answers. */
  numberOf: (questionId: number) => number | null;
  onShowQuestion: (questionId: number) => void;
}

/** "Assign": saves, asks the server whether every question has its answers, then opens the assign page. */
export function StudioAssignButton({ worksheetId, flush, numberOf, onShowQuestion }: StudioAssignButtonProps) {
  const t = useStudioT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; missing: number[] } | null>(null);

  const start = async () => {
    setBusy(true);
    try {
      await flush();
      const readiness = await fetchReadiness(worksheetId);
      if (readiness.ready) navigate(`${PATHS.teacherAssignWorksheet}?worksheetId=${worksheetId}`);
      else
        setProblem({
          message: readiness.message ?? MESSAGES.worksheetMissingAnswers,
          missing: readiness.missingAnswerQuestionIds,
        });
    } catch (error) {
      setProblem({ message: isApiError(error) ? error.title : MESSAGES.somethingWentWrong, missing: [] });
    } finally {
      setBusy(false);
    }
  };

  const first = problem?.missing[0];
  const numbers = (problem?.missing ?? []).map(numberOf).filter((n): n is number => n !== null);
  return (
    <>
      <Button onClick={start} loading={busy}>
        {t('studio.header.assign')}
      </Button>
      <Modal
        opened={problem !== null}
        onClose={() => setProblem(null)}
        title={t('studio.header.assign')}
        centered
        closeButtonProps={{ 'aria-label': t('studio.close') }}
      >
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {problem?.message}
          </Alert>
          {numbers.length > 0 && <Text size="sm">{t('studio.header.missing', { list: numbers.join(', ') })}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setProblem(null)} data-autofocus>
              {t('studio.close')}
            </Button>
            {first !== undefined && (
              <Button
                onClick={() => {
                  setProblem(null);
                  onShowQuestion(first);
                }}
              >
                {t('studio.header.goTo', { n: numberOf(first) ?? 1 })}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
