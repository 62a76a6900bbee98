import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section's outcome in place: success read out politely (status), a refusal at once (alert). */
export function SectionNotice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const color = tone === 'error' ? 'red' : tone === 'success' ? 'green' : 'brand';
  return (
    <Alert color={color} variant="light" role={tone === 'error' ? 'alert' : 'status'} py="xs">
      <Text size="sm" fw={700} c={tone === 'error' ? 'red.9' : 'dark.7'}>
        {children}
      </Text>
    </Alert>
  );
}
