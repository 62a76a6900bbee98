import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useScopeT } from '../i18n';

export interface Tile {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}

/** The headline figures of a report, as a list of labelled values (read in order by screen readers). */
export function ScopeTiles({ tiles }: { tiles: Tile[] }) {
  const t = useScopeT();
  return (
    <SimpleGrid
      component="ul"
      aria-label={t('scope.tiles.label')}
      cols={{ base: 2, sm: 3, lg: tiles.length > 5 ? 6 : tiles.length }}
      spacing="sm"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {tiles.map((tile) => (
        <Paper component="li" key={tile.label} withBorder radius="md" p="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={500}>
              {tile.label}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Text fz={24} fw={700} lh={1.2}>
                {tile.value}
              </Text>
            </Group>
            {tile.hint && (
              <Text size="xs" c="dimmed">
                {tile.hint}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
