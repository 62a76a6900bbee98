import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useGradeResponse, useOverrideScore } from '../api/grading-mutations';
import { useAssignmentResults, useGradingScales, useStudentSheet } from '../api/results-queries';
import { OverrideModal, type OverrideTarget } from '../components/override-modal';
import { PageHeading } from '../components/page-heading';
import { SheetQuestion } from '../components/sheet-question';
import { StatusBadge } from '../components/status-badge';
import { useResultsT } from '../i18n';
import { formatDateTime, formatPercent, formatScore } from '../lib/format';
import { idParam, resultPaths } from '../lib/paths';
import { sortStudents } from '../lib/student-table';
import '../results.css';

/** /teacher/assignment/studentscores?id=N&studentId=M: one student's answers, results and feedback. */
export function StudentScoresPage() {
  const t = useResultsT();
  const [params] = useSearchParams();
  const assignmentId = idParam(params.get('id'));
  const studentId = idParam(params.get('studentId'));
  const sheet = useStudentSheet(assignmentId, studentId);
  const results = useAssignmentResults(assignmentId);
  // Grading and overrides are offered when the server says the caller may grade this assignment.
  const canChange = results.data?.assignment.abilities.grade === true;
  const scales = useGradingScales();
  const grade = useGradeResponse(studentId ?? undefined);
  const override = useOverrideScore(studentId ?? undefined);
  const [gradingId, setGradingId] = useState<number | null>(null);
  const [overrideTarget, setOverrideTarget] = useState<OverrideTarget | null>(null);

  // Previous and next student in the results' name order, to walk through the class.
  const neighbours = useMemo(() => {
    const list = sortStudents(results.data?.students ?? [], 'name', 'asc');
    const at = list.findIndex((s) => s.studentId === studentId);
    return at < 0 ? { previous: undefined, next: undefined } : { previous: list[at - 1], next: list[at + 1] };
  }, [results.data, studentId]);

  const title = results.data?.assignment.title;
  const back =
    assignmentId !== null ? (
      <Anchor component={Link} to={resultPaths.assignment(assignmentId)} size="sm" fw={600}>
        {t('results.sheet.back', { title: title ?? t('results.assignment.title') })}
      </Anchor>
    ) : null;

  if (assignmentId === null || studentId === null)
    return (
      <Stack gap="lg" maw={1000}>
        <PageHeading title={t('results.sheet.title')} />
        <Text>{t('results.sheet.noId')}</Text>
      </Stack>
    );
  if (sheet.isPending)
    return (
      <Stack gap="lg" maw={1000}>
        <PageHeading title={t('results.sheet.title')} eyebrow={back} />
        <LoadingBlock lines={8} height={28} />
      </Stack>
    );
  if (sheet.isError)
    return (
      <Stack gap="lg" maw={1000}>
        <PageHeading title={t('results.sheet.title')} eyebrow={back} />
        <QueryError error={sheet.error} onRetry={() => sheet.refetch()} retrying={sheet.isFetching} />
      </Stack>
    );

  const data = sheet.data;
  const percent = data.score !== null && data.maxScore > 0 ? (data.score / data.maxScore) * 100 : null;
  const studentNav = (
    <Group gap="sm" component="nav" aria-label={t('results.sheet.studentNav')}>
      {neighbours.previous && (
        <Button
          component={Link}
          variant="default"
          size="xs"
          to={resultPaths.student(assignmentId, neighbours.previous.studentId)}
        >
          {t('results.sheet.previousStudent')}: {neighbours.previous.name}
        </Button>
      )}
      {neighbours.next && (
        <Button
          component={Link}
          variant="default"
          size="xs"
          to={resultPaths.student(assignmentId, neighbours.next.studentId)}
        >
          {t('results.sheet.nextStudent')}: {neighbours.next.name}
        </Button>
      )}
    </Group>
  );
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeading title={data.student.name} eyebrow={back} />
      {(neighbours.previous || neighbours.next) && studentNav}
      <Paper withBorder radius="md" p="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" m={0}>
          <div>
            <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('results.sheet.score')}
            </Text>
            <Text component="dd" m={0} fz={24} fw={800} c="brand.8" aria-live="polite">
              {data.score === null
                ? t('results.none')
                : `${t('results.scoreOf', { score: formatScore(data.score), max: data.maxScore })} (${formatPercent(percent)})`}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('results.sheet.status')}
            </Text>
            <Text component="dd" m={0} mt={4}>
              <StatusBadge status={data.status} />
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('results.sheet.submittedAt')}
            </Text>
            <Text component="dd" m={0} mt={4} fw={500}>
              {data.submittedAt ? formatDateTime(data.submittedAt) : t('results.none')}
            </Text>
          </div>
        </SimpleGrid>
        {data.status === 'in_progress' && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('results.sheet.notSubmittedScore')}
          </Text>
        )}
      </Paper>
      {data.message ? (
        <Alert color="brand" variant="light" title={data.message} role="status">
          {null}
        </Alert>
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="sheet-answers">
          <Title order={2} fz="xl" id="sheet-answers">
            {t('results.sheet.questions')}
          </Title>
          <ol className="cs-sheet-list">
            {data.questions.map((q) => (
              <SheetQuestion
                key={q.questionId}
                q={q}
                canChange={canChange}
                grading={gradingId === q.questionId}
                scales={scales.data ?? []}
                grade={grade}
                onGrade={(id) => {
                  grade.reset();
                  setGradingId(id);
                }}
                onOverride={setOverrideTarget}
              />
            ))}
          </ol>
        </Stack>
      )}
      <OverrideModal target={overrideTarget} override={override} onClose={() => setOverrideTarget(null)} />
    </Stack>
  );
}
