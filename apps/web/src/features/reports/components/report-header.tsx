import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PrintButton } from './print-button';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

interface ReportHeaderProps {
  title: string;
  intro?: ReactNode;
  /** Where this page sits in the drill (overview > domain > standard): links back up. */
  crumbs?: Crumb[];
  crumbsLabel?: string;
  /** More buttons beside Print. */
  actions?: ReactNode;
}

/** A report page's heading: the drill path, the title, what it shows, and Print. */
export function ReportHeader({ title, intro, crumbs, crumbsLabel, actions }: ReportHeaderProps) {
  return (
    <Stack gap="xs">
      {crumbs && crumbs.length > 1 && (
        <nav aria-label={crumbsLabel}>
          <Breadcrumbs separator="›" styles={{ root: { flexWrap: 'wrap' } }}>
            {crumbs.map((crumb) =>
              crumb.to ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" aria-current="page">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Group gap="sm" className="cs-no-print">
          {actions}
          <PrintButton />
        </Group>
      </Group>
      {intro && <Text c="dimmed">{intro}</Text>}
    </Stack>
  );
}
