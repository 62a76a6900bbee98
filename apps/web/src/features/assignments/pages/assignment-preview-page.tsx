import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { PATHS } from '../../../lib/route-access';
import { QuestionPreviewList } from '../../questions';
import { useAssignmentDetail } from '../api/assignment-queries';
import { JoinQrCode } from '../components/join-qr-code';
import { useAssignmentsT } from '../i18n';
import { classNames, formatDateTime } from '../lib/format';
import { idParam, resultPath } from '../lib/paths';
import { previewOfSnapshot } from '../lib/snapshot';

/** /teacher/assignment/preview?id=N: the assignment's questions as students see them, with its settings. */
export function AssignmentPreviewPage() {
  const t = useAssignmentsT();
  const [params] = useSearchParams();
  const id = idParam(params);
  const detail = useAssignmentDetail(id);
  const preview = useMemo(() => (detail.data ? previewOfSnapshot(detail.data.questions) : null), [detail.data]);

  const back = (
    <Anchor component={Link} to={PATHS.teacherAssignmentList} size="sm" w="fit-content">
      ← {t('assignments.preview.back')}
    </Anchor>
  );
  if (id === null) {
    return (
      <Paper withBorder p="xl" radius="md" maw={720}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('assignments.preview.missingId')}
          </Title>
          {back}
        </Stack>
      </Paper>
    );
  }
  if (detail.isPending) return <LoadingBlock lines={8} height={24} />;
  if (detail.isError)
    return (
      <Stack gap="md" maw={900}>
        {back}
        {isApiError(detail.error) && detail.error.status === 404 ? (
          <Paper withBorder p="xl" radius="md">
            <Title order={1} size="h2">
              {t('assignments.preview.notFound')}
            </Title>
          </Paper>
        ) : (
          <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
        )}
      </Stack>
    );

  const a = detail.data;
  const yes = t('assignments.settings.on');
  const no = t('assignments.settings.off');
  const facts: [string, string][] = [
    [t('assignments.preview.classes'), classNames(a)],
    [t('assignments.preview.code'), a.accessCode],
    [
      t('assignments.preview.feedback'),
      a.feedbackOption === 1 ? t('assignments.settings.feedbackShort1') : t('assignments.settings.feedbackShort2'),
    ],
    [t('assignments.preview.starts'), formatDateTime(a.startsAt)],
    [t('assignments.preview.due'), a.dueAt ? formatDateTime(a.dueAt) : t('assignments.list.noDue')],
    [t('assignments.preview.readAloud'), a.readAloud ? yes : no],
    [t('assignments.preview.shuffle'), a.shuffle ? yes : no],
  ];
  return (
    <Stack gap="lg" maw={900}>
      {back}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="dimmed">
            {t('assignments.preview.title')}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {a.title}
          </Title>
          <Text c="dimmed">{t('assignments.preview.intro')}</Text>
        </Stack>
        <Button component={Link} to={resultPath(a.id)} variant="default">
          {t('assignments.preview.results')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="preview-settings">
        <Stack gap="sm">
          <Title order={2} size="h4" id="preview-settings">
            {t('assignments.preview.settingsHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {label}
                </Text>
                <Text component="dd" m={0} ff={label === t('assignments.preview.code') ? 'monospace' : undefined}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="preview-join">
        <Stack gap="sm">
          <Title order={2} size="h4" id="preview-join">
            {t('assignments.qr.heading')}
          </Title>
          <JoinQrCode accessCode={a.accessCode} />
        </Stack>
      </Paper>
      <Stack gap="md" component="section" aria-labelledby="preview-questions">
        <Group gap="sm">
          <Title order={2} size="h4" id="preview-questions">
            {t('assignments.preview.questionsHeading')}
          </Title>
          <Badge variant="outline" color="gray">
            {t('assignments.questions', { count: a.questionCount })}
          </Badge>
        </Group>
        {a.shuffle ? (
          <Text size="sm" c="dimmed">
            {t('assignments.preview.shuffledNote')}
          </Text>
        ) : null}
        {preview ? (
          <QuestionPreviewList
            questions={preview.questions}
            passages={preview.passages}
            readAloud={a.readAloud}
            headingOrder={3}
            seed={`assignment-${a.id}`}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
