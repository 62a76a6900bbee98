import type { TStudentRoute } from '@clearsheets/shared';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { submitLessonCheck } from '../api/student-lesson-api';
import { useLessonsT } from '../i18n';

interface TurnInButtonProps {
  sessionId: number;
  componentKey: string;
  recheck?: boolean;
  /** Every question has an answer on this device. */
  complete: boolean;
  disabled?: boolean;
  /** Sends what waits on the device and resolves once the server has every answer (false when it could not). */
  flush: () => Promise<boolean>;
  onRoutes: (reply: { routes: TStudentRoute[]; turnedIn: string[] }) => void;
}

/** Turns in a check (or its re-check): the answers go first, then the server scores it and routes the student. */
export function TurnInButton({
  sessionId,
  componentKey,
  recheck = false,
  complete,
  disabled,
  flush,
  onRoutes,
}: TurnInButtonProps) {
  const t = useLessonsT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = `turn-in-${componentKey}-${recheck ? 'r' : 'c'}`;

  const turnIn = async () => {
    if (!complete) return setProblem(t('student.route.turnInIncomplete'));
    setBusy(true);
    setProblem(null);
    try {
      if (!(await flush()))
        return setProblem(navigator.onLine ? t('student.route.turnInFailed') : t('student.route.turnInOffline'));
      const reply = await submitLessonCheck(sessionId, { componentKey, recheck });
      onRoutes(reply);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setProblem(t('student.route.turnInIncomplete'));
      else if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries();
      else setProblem(navigator.onLine ? t('student.route.turnInFailed') : t('student.route.turnInOffline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Button size="md" onClick={turnIn} loading={busy} disabled={disabled} aria-describedby={hintId}>
        {recheck ? t('student.route.turnInRecheck') : t('student.route.turnIn')}
      </Button>
      <Text id={hintId} size="sm" c={problem ? 'red.8' : 'dimmed'} role={problem ? 'alert' : undefined}>
        {problem ?? t('student.route.turnInHint')}
      </Text>
    </Group>
  );
}
