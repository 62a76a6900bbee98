import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useAssignmentResults } from '../api/results-queries';
import { AssignmentFacts } from '../components/assignment-facts';
import { DownloadCsvButton } from '../components/download-csv-button';
import { PageHeading } from '../components/page-heading';
import { ProgressTiles } from '../components/progress-tiles';
import { QuestionAnalysis } from '../components/question-analysis';
import { StudentsTable } from '../components/students-table';
import { useResultsT } from '../i18n';
import { idParam, resultPaths } from '../lib/paths';
import '../results.css';

/** /teacher/assignment/result?id=N: one assignment's progress, students and how each question went. */
export function AssignmentResultPage() {
  const t = useResultsT();
  const [params] = useSearchParams();
  const assignmentId = idParam(params.get('id'));
  const results = useAssignmentResults(assignmentId);

  if (assignmentId === null)
    return (
      <Stack gap="lg" maw={1200}>
        <PageHeading title={t('results.assignment.title')} />
        <Text>{t('results.assignment.noId')}</Text>
      </Stack>
    );
  if (results.isPending)
    return (
      <Stack gap="lg" maw={1200}>
        <PageHeading title={t('results.assignment.title')} />
        <LoadingBlock lines={8} height={28} />
      </Stack>
    );
  if (results.isError)
    return (
      <Stack gap="lg" maw={1200}>
        <PageHeading title={t('results.assignment.title')} />
        <QueryError error={results.error} onRetry={() => results.refetch()} retrying={results.isFetching} />
      </Stack>
    );

  const { assignment, students, questions, message } = results.data;
  const pending = assignment.progress.pendingGrading;
  const firstClass = assignment.classes[0];
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading
        title={assignment.title}
        eyebrow={
          firstClass ? (
            <Anchor component={Link} to={resultPaths.classResult(firstClass.id)} size="sm" fw={600}>
              {t('results.assignment.classResults')} · {firstClass.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} c="dimmed">
              {t('results.assignment.title')}
            </Text>
          )
        }
        actions={
          <>
            {assignment.abilities.grade && pending > 0 && (
              <Button component={Link} to={resultPaths.grade(assignment.id)}>
                {t('results.assignment.gradeN', { count: pending })}
              </Button>
            )}
            <DownloadCsvButton assignmentId={assignment.id} />
          </>
        }
      />
      <AssignmentFacts assignment={assignment} />
      <ProgressTiles progress={assignment.progress} />

      <Stack gap="sm" component="section" aria-labelledby="results-students">
        <Title order={2} fz="xl" id="results-students">
          {t('results.assignment.students')}
        </Title>
        {message && (
          <Alert color="brand" variant="light" title={message} role="status">
            {null}
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
          <StudentsTable assignmentId={assignment.id} students={students} questionCount={assignment.questionCount} />
        </Paper>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="results-questions">
        <Title order={2} fz="xl" id="results-questions">
          {t('results.assignment.questionsHeading')}
        </Title>
        <QuestionAnalysis questions={questions} pending={pending > 0} />
      </Stack>
    </Stack>
  );
}
