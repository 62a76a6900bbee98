import type { TClassSummary, TReceivedStaffAssignment } from '@clearsheets/shared';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAssignmentsT } from '../i18n';
import { rememberFocus } from '../lib/focus-return';
import { formatDate, formatDateTime } from '../lib/format';
import { resultPath, worksheetPath } from '../lib/paths';
import { AcceptModal } from './accept-modal';

interface ReceivedListProps {
  received: readonly TReceivedStaffAssignment[];
  classes: readonly TClassSummary[];
}

/** District and school assignments sent to the teacher, to accept into classes (waiting ones first). */
export function ReceivedList({ received, classes }: ReceivedListProps) {
  const t = useAssignmentsT();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState<{ received: TReceivedStaffAssignment; restoreFocus: () => void } | null>(
    null,
  );
  const sorted = [...received].sort((a, b) => Number(a.status === 'accepted') - Number(b.status === 'accepted'));
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sorted.map((r) => (
          <li key={r.id}>
            <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`received-${r.id}`}>
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Title order={3} size="h5" id={`received-${r.id}`}>
                      {r.title}
                    </Title>
                    {r.status === 'accepted' ? (
                      <Badge color="teal.9" variant="filled" size="sm">
                        {t('assignments.home.accepted')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('assignments.home.from', { from: r.from })} ·{' '}
                    {t('assignments.home.sentOn', { date: formatDate(r.receivedAt) })}
                    {r.dueAt ? ` · ${t('assignments.home.due', { date: formatDateTime(r.dueAt) })}` : ''}
                  </Text>
                  {r.title !== r.worksheetTitle ? (
                    <Anchor component={Link} to={worksheetPath(r.worksheetId)} size="sm" w="fit-content">
                      {r.worksheetTitle}
                    </Anchor>
                  ) : (
                    <Anchor component={Link} to={worksheetPath(r.worksheetId)} size="sm" w="fit-content">
                      {t('assignments.assign.openWorksheet')}
                    </Anchor>
                  )}
                  {r.note ? (
                    <Text size="sm">
                      <Text span fw={600}>
                        {t('assignments.home.note')}:
                      </Text>{' '}
                      {r.note}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="xs" wrap="wrap">
                  {r.status === 'accepted' && r.assignmentIds[0] ? (
                    <Button component={Link} to={resultPath(r.assignmentIds[0])} variant="default" size="sm">
                      {t('assignments.assign.results')}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant={r.status === 'accepted' ? 'light' : 'filled'}
                    onClick={(event) => setAccepting({ received: r, restoreFocus: rememberFocus(event.currentTarget) })}
                    aria-label={
                      r.status === 'accepted'
                        ? `${t('assignments.home.acceptAgain')}: ${r.title}`
                        : t('assignments.home.acceptFor', { title: r.title })
                    }
                  >
                    {r.status === 'accepted' ? t('assignments.home.acceptAgain') : t('assignments.home.accept')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          </li>
        ))}
      </Stack>
      {accepting ? (
        <AcceptModal
          received={accepting.received}
          classes={classes}
          onClose={() => {
            accepting.restoreFocus();
            setAccepting(null);
          }}
          onAccepted={(id) => {
            setAccepting(null);
            navigate(resultPath(id));
          }}
        />
      ) : null}
    </>
  );
}
