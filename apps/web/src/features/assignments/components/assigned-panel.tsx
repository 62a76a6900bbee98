import type { TAssignmentSaved } from '@clearsheets/shared';
import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { addFeatureBundle, addTexts, useFeatureT } from '../../../lib/i18n';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { useAssignmentsT } from '../i18n';
import { classNames } from '../lib/format';
import { resultPath } from '../lib/paths';
import { JoinQrCode } from './join-qr-code';

const bundle = addFeatureBundle({ assignedJourney: { monitor: 'Watch live in Clear Monitor' } });
addTexts('es', { assignedJourney: { monitor: 'Ver en vivo en Clear Monitor' } });

/** The monitor's grid for one assignment (the monitor area builds the page). */
const monitorPath = (assignmentId: number) => `${PATHS.teacherClearMonitor}?assignmentId=${assignmentId}`;

/** After assigning: the unique code students use, and where to go next. Takes the focus so it is read out. */
export function AssignedPanel({ assignment }: { assignment: TAssignmentSaved }) {
  const t = useAssignmentsT();
  const jt = useFeatureT<typeof bundle>();
  // The monitor link shows only when the server's permission flags (from /me) open the Clear Monitor.
  const canMonitor = useMe().data?.permissions.cs_clear_monitor?.V === true;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} bg="white">
      <Stack gap="md">
        <Title order={2} ref={heading} tabIndex={-1}>
          {t('assignments.assign.doneTitle')}
        </Title>
        <Text>{t('assignments.assign.doneBody', { title: assignment.title, classes: classNames(assignment) })}</Text>
        <Stack gap={4}>
          <Text fw={600}>{t('assignments.assign.codeLabel')}</Text>
          <Group gap="sm" align="center" wrap="wrap">
            <Text ff="monospace" fz={{ base: 32, sm: 40 }} fw={700} lts={4} c="brand.9" data-testid="assignment-code">
              {assignment.accessCode}
            </Text>
            <CopyButton value={assignment.accessCode}>
              {({ copied, copy }) => (
                <Button variant="default" size="sm" onClick={copy} aria-live="polite">
                  {copied ? t('assignments.assign.copied') : t('assignments.assign.copyCode')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('assignments.assign.codeHint')}
          </Text>
          <JoinQrCode accessCode={assignment.accessCode} showCode={false} />
        </Stack>
        <Group gap="sm" wrap="wrap">
          {canMonitor ? (
            <Button component={Link} to={monitorPath(assignment.id)}>
              {jt('assignedJourney.monitor')}
            </Button>
          ) : null}
          <Button component={Link} to={resultPath(assignment.id)} variant={canMonitor ? 'light' : 'filled'}>
            {t('assignments.assign.results')}
          </Button>
          <Button component={Link} to={PATHS.teacherAssignmentList} variant="default">
            {t('assignments.assign.list')}
          </Button>
          <Button component={Link} to={PATHS.teacherLibrary} variant="subtle">
            {t('assignments.assign.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
