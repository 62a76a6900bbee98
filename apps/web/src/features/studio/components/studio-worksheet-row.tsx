import type { TWorksheetSummary } from '@clearsheets/shared';
import { Anchor, Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { PATHS } from '../../../lib/route-access';
import { useReadiness } from '../api/studio-queries';
import { useStudioT } from '../i18n';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One worksheet being written: what it is, how far along (complete questions) and a way in. */
export function StudioWorksheetRow({ worksheet }: { worksheet: TWorksheetSummary }) {
  const t = useStudioT();
  const labels = useGradeSubjectLabels();
  // Ready worksheets are complete by definition; only the others need the list of what is missing.
  const readiness = useReadiness(worksheet.id, !worksheet.isReady && worksheet.questionCount > 0);
  const total = worksheet.questionCount;
  const complete = worksheet.isReady
    ? total
    : readiness.data
      ? total - readiness.data.missingAnswerQuestionIds.length
      : null;
  const href = `${PATHS.teacherStudio}?id=${worksheet.id}`;
  const label = complete === null ? '' : t('studio.list.progress', { complete, total });
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 300px', minWidth: 0 }}>
          <Anchor component={Link} to={href} fw={700} size="lg" c="brand.8">
            {worksheet.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[labels.grade(worksheet.grade), labels.subject(worksheet.subjectName), worksheet.domain?.name]
              .filter(Boolean)
              .join(' · ')}
            {' · '}
            {dateFormat.format(new Date(worksheet.updatedAt))}
          </Text>
          {total === 0 ? (
            <Text size="sm">{t('studio.list.noQuestions')}</Text>
          ) : complete === null ? (
            <Skeleton height={14} width={200} />
          ) : (
            <Stack gap={4} maw={320}>
              <Text size="sm" fw={500}>
                {label}
              </Text>
              <Progress
                value={(complete / total) * 100}
                size="sm"
                color={complete === total ? 'green.8' : 'brand'}
                aria-label={`${worksheet.title}: ${label}`}
              />
            </Stack>
          )}
        </Stack>
        <Button
          component={Link}
          to={href}
          variant="default"
          aria-label={t('studio.list.openLabel', { title: worksheet.title })}
        >
          {t('studio.list.open')}
        </Button>
      </Group>
    </Paper>
  );
}
