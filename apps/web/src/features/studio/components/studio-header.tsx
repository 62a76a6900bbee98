import type { TWorksheetDetail } from '@clearsheets/shared';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { PATHS } from '../../../lib/route-access';
import { useStudioT } from '../i18n';

interface StudioHeaderProps {
  worksheet: TWorksheetDetail;
  onEditDetails: () => void;
  status: ReactNode;
  progress: ReactNode;
  actions: ReactNode;
}

/** The worksheet being written: its title and details, the save status, progress and the main actions. */
export function StudioHeader({ worksheet, onEditDetails, status, progress, actions }: StudioHeaderProps) {
  const t = useStudioT();
  const labels = useGradeSubjectLabels();
  const facts = [
    labels.grade(worksheet.grade),
    labels.subject(worksheet.subjectName),
    worksheet.domain?.name,
    worksheet.standards.map((s) => s.code).join(', ') || null,
  ].filter(Boolean);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={PATHS.teacherStudioList} size="sm">
        ← {t('studio.details.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {worksheet.title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {facts.join(' · ')}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={onEditDetails}>
              {t('studio.details.edit')}
            </Button>
          </Group>
        </Stack>
        {status}
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        {progress}
        <Group gap="sm" role="group" aria-label={t('studio.header.actions')}>
          {actions}
        </Group>
      </Group>
    </Stack>
  );
}
