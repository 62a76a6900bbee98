import { Paper, Text } from '@mantine/core';
import { formatCount } from '../format';

/** A big number with its label. */
export function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <Text fz={{ base: 'xs', sm: 'sm' }} fw={600} c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.2} c="brand.8">
        {formatCount(value)}
      </Text>
    </Paper>
  );
}
