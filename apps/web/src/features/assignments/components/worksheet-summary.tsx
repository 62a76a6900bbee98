import type { TWorksheetDetail } from '@clearsheets/shared';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useAssignmentsT } from '../i18n';
import { worksheetPath } from '../lib/paths';

/** The worksheet being assigned: its title, grade, subject and number of questions. */
export function WorksheetSummary({ worksheet }: { worksheet: TWorksheetDetail }) {
  const t = useAssignmentsT();
  const labels = useGradeSubjectLabels();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="white">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
            {worksheet.title}
          </Title>
          {worksheet.isFullTopic ? (
            <Badge color="teal.9" variant="filled">
              {t('assignments.fullTopic')}
            </Badge>
          ) : null}
        </Group>
        <Text c="dimmed" size="sm">
          {t('assignments.assign.worksheetFacts', {
            grade: labels.grade(worksheet.grade),
            subject: labels.subject(worksheet.subjectName),
            questions: t('assignments.questions', { count: worksheet.questionCount }),
          })}
        </Text>
        <Anchor component={Link} to={worksheetPath(worksheet.id)} size="sm" w="fit-content">
          {t('assignments.assign.openWorksheet')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
