import { Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { PATHS } from '../../../lib/route-access';
import { useStaffHomeT } from '../staff-home-i18n';
import { EmptyAssignmentsArt } from './empty-assignments-art';

/** The first step's label wraps on a narrow phone instead of being cut off. */
const WRAP = { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const, paddingBlock: 8 } };

/** Which first step a teacher is on: 1 no class yet, 2 classes but nothing assigned. */
export type FirstStep = 1 | 2;

/**
 * A new teacher's way in: three steps with the current one's button, so the first class and the first
 * assignment are one click from the home. It leaves the home once something has been assigned. The last step
 * promises watching live only to a teacher whose license has the Clear Monitor (`canMonitor`).
 */
export function FirstStepsCard({
  step,
  libraryTo = PATHS.teacherLibrary,
  canMonitor,
}: {
  step: FirstStep;
  libraryTo?: string;
  canMonitor: boolean;
}) {
  const t = useStaffHomeT();
  const headingId = useId();
  const steps = [
    t('staffHome.firstSteps.stepClass'),
    t('staffHome.firstSteps.stepAssign'),
    canMonitor ? t('staffHome.firstSteps.stepWatch') : t('staffHome.firstSteps.stepResults'),
  ];
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg="brand.0"
      style={{ border: '1px solid var(--mantine-color-brand-2)' }}
    >
      <Group align="flex-start" justify="space-between" wrap="nowrap" gap="xl">
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Text size="sm" fw={700} c="brand.8" tt="uppercase" lts={0.5}>
              {t('staffHome.firstSteps.progress', { step })}
            </Text>
            <Title order={2} id={headingId} fz={{ base: 22, sm: 26 }}>
              {t('staffHome.firstSteps.label')}
            </Title>
          </div>
          <Stack component="ol" gap={8} p={0} m={0} style={{ listStyle: 'none' }}>
            {steps.map((label, i) => {
              const number = i + 1;
              const done = number < step;
              const current = number === step;
              return (
                <Group component="li" key={label} gap="sm" wrap="nowrap" aria-current={current ? 'step' : undefined}>
                  <ThemeIcon
                    radius="xl"
                    size={28}
                    color={done || current ? 'brand' : 'gray'}
                    variant={current ? 'filled' : 'light'}
                    aria-hidden="true"
                  >
                    {done ? (
                      <CheckIcon />
                    ) : (
                      <Text fw={700} size="sm">
                        {number}
                      </Text>
                    )}
                  </ThemeIcon>
                  <Text fw={current ? 700 : 500} c={done ? 'dimmed' : undefined} td={done ? 'line-through' : undefined}>
                    {label}
                    {done ? (
                      <VisuallyHidden component="span">{` (${t('staffHome.firstSteps.done')})`}</VisuallyHidden>
                    ) : null}
                  </Text>
                </Group>
              );
            })}
          </Stack>
          <Text maw={560}>
            {step === 1 ? t('staffHome.firstSteps.createClassBody') : t('staffHome.firstSteps.assignFirstBody')}
          </Text>
          <Group>
            {step === 1 ? (
              <Button component={Link} to={PATHS.teacherCreateClass} size="lg" h="auto" mih={50} styles={WRAP}>
                {t('staffHome.firstSteps.createClass')}
              </Button>
            ) : (
              <Button component={Link} to={libraryTo} size="lg" h="auto" mih={50} styles={WRAP}>
                {t('staffHome.firstSteps.assignFirst')}
              </Button>
            )}
          </Group>
        </Stack>
        <Box visibleFrom="sm" pt="md">
          <EmptyAssignmentsArt />
        </Box>
      </Group>
    </Paper>
  );
}
