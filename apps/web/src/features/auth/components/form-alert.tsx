import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's outcome, read out when it appears: red for a refusal (role alert), green for success (status).
 * The message is the body, not the title, so it never becomes the accessible name of something else. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const color = tone === 'error' ? 'red' : tone === 'success' ? 'green' : 'brand';
  return (
    <Alert color={color} variant="light" role={tone === 'error' ? 'alert' : 'status'}>
      <Text fw={700} size="sm" c={tone === 'error' ? 'red.9' : 'dark.7'}>
        {children}
      </Text>
    </Alert>
  );
}
