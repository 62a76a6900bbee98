import { Alert, Anchor, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useClassOptions } from '../api/class-options-query';
import { CurrentImport } from '../components/current-import';
import { ImportHelp } from '../components/import-help';
import { SampleCard } from '../components/sample-card';
import { StudentUploadForm } from '../components/student-upload-form';
import { useImportsT } from '../i18n';

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /teacher/studentimportlist: sample, upload into a class, then the import's progress and result. */
export function StudentImportPage() {
  const t = useImportsT();
  const classes = useClassOptions();
  const [params, setParams] = useSearchParams();
  // The class and the job followed live in the URL: a reload keeps following the same import.
  const wantedClass = positiveInt(params.get('classId'));
  const jobId = positiveInt(params.get('jobId'));
  const list = classes.data?.items ?? [];
  const classId =
    wantedClass !== null && list.some((c) => c.id === wantedClass)
      ? wantedClass
      : list.length === 1
        ? (list[0]?.id ?? null)
        : null;

  const setClass = (next: number | null) => {
    const copy = new URLSearchParams(params);
    if (next === null) copy.delete('classId');
    else copy.set('classId', String(next));
    setParams(copy, { replace: true });
  };

  // Whether the caller may create a class (teachers do) comes with the class list.
  const canCreateClass = classes.data?.abilities.create === true;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('imports.upload.title')}
        </Title>
        <Text c="dimmed">{t('imports.upload.intro')}</Text>
        <Anchor component={Link} to="/teacher/importfilelist" size="sm" fw={600}>
          {t('imports.upload.history')}
        </Anchor>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {classes.isPending ? (
              <LoadingBlock lines={4} height={24} />
            ) : classes.isError ? (
              <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />
            ) : list.length === 0 ? (
              <Alert color="brand" variant="light" title={t('imports.upload.noClasses')}>
                {canCreateClass && (
                  <Button component={Link} to="/teacher/createclass" size="sm" mt="xs">
                    {t('imports.upload.createClass')}
                  </Button>
                )}
              </Alert>
            ) : (
              <StudentUploadForm
                classes={list}
                classId={classId}
                onClassChange={setClass}
                onUploaded={(job) => {
                  const copy = new URLSearchParams(params);
                  copy.set('jobId', String(job.id));
                  if (job.classId !== null) copy.set('classId', String(job.classId));
                  setParams(copy, { replace: true });
                }}
              />
            )}
            {jobId !== null && <CurrentImport key={jobId} jobId={jobId} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <SampleCard />
            <ImportHelp />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
