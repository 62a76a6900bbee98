import type { TAssignmentSummary } from '@clearsheets/shared';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useResultsT } from '../i18n';
import { formatPercent } from '../lib/format';

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper component="li" withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <Text fz={{ base: 'xs', sm: 'sm' }} fw={600} c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.2} c="brand.8">
        {value}
      </Text>
    </Paper>
  );
}

/** Assigned, not started, in progress, submitted, pending grading and the average, at a glance. */
export function ProgressTiles({ progress }: { progress: TAssignmentSummary['progress'] }) {
  const t = useResultsT();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, xs: 3, lg: 6 }}
      spacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('results.assignment.tiles')}
    >
      <Tile label={t('results.assignment.assigned')} value={progress.assigned} />
      <Tile label={t('results.assignment.notStarted')} value={progress.notStarted} />
      <Tile label={t('results.assignment.inProgress')} value={progress.inProgress} />
      <Tile label={t('results.assignment.submitted')} value={progress.submitted} />
      <Tile label={t('results.assignment.pendingGrading')} value={progress.pendingGrading} />
      <Tile label={t('results.assignment.average')} value={formatPercent(progress.averagePercent)} />
    </SimpleGrid>
  );
}
