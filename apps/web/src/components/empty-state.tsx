import { Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyArt, type EmptyArtKind } from './empty-art';
import './empty-state.css';

export interface EmptyStateProps {
  art: EmptyArtKind;
  title: string;
  /** What this page will hold and how it fills up. */
  body?: ReactNode;
  /** The next step: one primary button, perhaps a second. */
  actions?: ReactNode;
  headingOrder?: TitleOrder;
}

/**
 * An empty page on the staff side: a picture, what is missing, and the next step, so a first-time teacher is
 * never left at a blank table.
 */
export function EmptyState({ art, title, body, actions, headingOrder = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className="cs-empty">
      <Stack align="center" gap="sm" ta="center">
        <EmptyArt kind={art} />
        <Title order={headingOrder} size="h3">
          {title}
        </Title>
        {body && (
          <Text c="dimmed" maw={520}>
            {body}
          </Text>
        )}
        {actions && (
          <Group gap="sm" justify="center" mt={4}>
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
