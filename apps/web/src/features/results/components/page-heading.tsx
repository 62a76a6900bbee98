import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  intro?: ReactNode;
  /** Above the title: a link back, the assignment's name. */
  eyebrow?: ReactNode;
  actions?: ReactNode;
}

/** The page's h1 with its introduction and actions (which wrap under it on phones). */
export function PageHeading({ title, intro, eyebrow, actions }: PageHeadingProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
        {eyebrow}
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {intro && (typeof intro === 'string' ? <Text c="dimmed">{intro}</Text> : intro)}
      </Stack>
      {actions && (
        <Group gap="sm" align="flex-start">
          {actions}
        </Group>
      )}
    </Group>
  );
}
