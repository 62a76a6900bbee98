import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's h1 with what goes above it (a link back) and beside it (the connection status). */
export function PageHeading({ title, eyebrow, actions }: { title: string; eyebrow?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
        {eyebrow}
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      </Stack>
      {actions && (
        <Group gap="sm" align="center">
          {actions}
        </Group>
      )}
    </Group>
  );
}
