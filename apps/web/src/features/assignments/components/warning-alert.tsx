import { Alert, type AlertProps } from '@mantine/core';

// Mantine's yellow title on its light yellow background is under 2:1; the title here is dark (WCAG 2.1 AA).
const styles = { label: { color: 'var(--mantine-color-dark-8)' } };

/** A yellow notice ("settings are locked", "full topic only") whose title keeps a readable contrast. */
export function WarningAlert(props: Omit<AlertProps, 'color' | 'variant' | 'styles'>) {
  return <Alert color="yellow" variant="light" styles={styles} {...props} />;
}
