import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { useStaffHomeT } from '../staff-home-i18n';

export interface NextStep {
  to: string;
  title: string;
  body: string;
}

/** A leader's next steps as large links; the one to take first is marked "Start here". */
export function NextStepsCard({ steps, first }: { steps: NextStep[]; first: number | null }) {
  const t = useStaffHomeT();
  return (
    <SectionCard title={t('staffHome.leader.nextHeading')}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: steps.length > 2 ? 3 : 2 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {steps.map((step, i) => {
          const lead = i === first;
          return (
            <li key={step.to}>
              <Paper
                component={Link}
                to={step.to}
                withBorder
                radius="md"
                p="md"
                h="100%"
                className="staff-home-step"
                bg={lead ? 'brand.0' : undefined}
                style={{ display: 'block', borderColor: lead ? 'var(--mantine-color-brand-4)' : undefined }}
              >
                <Stack gap={6}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fw={700} c="brand.8">
                      {step.title}
                    </Text>
                    {lead ? (
                      <Badge size="sm" variant="filled">
                        {t('staffHome.leader.start')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dark.6">
                    {step.body}
                  </Text>
                </Stack>
              </Paper>
            </li>
          );
        })}
      </SimpleGrid>
    </SectionCard>
  );
}
