import { Grid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CurrentRosterImport } from '../components/current-roster-import';
import { DistrictClasses } from '../components/district-classes';
import { DistrictSchools } from '../components/district-schools';
import { OneRosterFilesHelp } from '../components/oneroster-files-help';
import { OneRosterUploadForm } from '../components/oneroster-upload-form';
import { PastRosterImports } from '../components/past-roster-imports';
import { useRosterT } from '../i18n';

/** /districtadmin/roster: upload a OneRoster zip, follow it, then see the district's schools and classes. */
export function RosterPage() {
  const t = useRosterT();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('jobId'));
  const jobId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <Stack gap="xl" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('roster.title')}
        </Title>
        <Text c="dimmed">{t('roster.intro')}</Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <OneRosterUploadForm onUploaded={(job) => setParams({ jobId: String(job.id) }, { replace: true })} />
            {jobId !== null && <CurrentRosterImport key={jobId} jobId={jobId} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OneRosterFilesHelp />
        </Grid.Col>
      </Grid>
      <PastRosterImports />
      <DistrictSchools />
      <DistrictClasses />
    </Stack>
  );
}
