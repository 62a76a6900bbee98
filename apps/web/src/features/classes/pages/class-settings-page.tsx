import type { TClassSettingsResponse } from '@clearsheets/shared';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useClassDetail, useClassSettings } from '../api/class-queries';
import { ClassDefaultsForm } from '../components/class-defaults-form';
import { ClassPicker } from '../components/class-picker';
import { StudentOverrides } from '../components/student-overrides';
import { useClassesT } from '../i18n';
import { classIdFrom, classPaths } from '../lib/class-format';
import '../classes.css';

/** /teacher/managesettings?classId=ID: class defaults and per-student overrides (read-only for leaders who
 * only look: principals and coaches). */
export function ClassSettingsPage() {
  const ct = useClassesT();
  const [search] = useSearchParams();
  const classId = classIdFrom(search);
  const settings = useClassSettings(classId);
  const detail = useClassDetail(classId);
  if (classId === null) return <ClassPicker title={ct('settings.title')} toPath={classPaths.settings} />;
  const className = detail.data?.name ?? '';
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={classPaths.manage(classId)} size="sm">
        {ct('cards.backToClass')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {className ? `${ct('settings.title')}: ${className}` : ct('settings.title')}
        </Title>
        <Text c="dimmed">{ct('settings.intro', { name: className || ct('manage.title') })}</Text>
      </Stack>
      {/* Who may change the settings is the class's `edit`, from its detail: both arrive before the form. */}
      {settings.isPending || detail.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <SettingsView
          key={classId}
          classId={classId}
          className={className}
          data={settings.data}
          canWrite={detail.data?.abilities.edit === true}
        />
      )}
    </Stack>
  );
}

interface SettingsViewProps {
  classId: number;
  className: string;
  data: TClassSettingsResponse;
  canWrite: boolean;
}

function SettingsView({ classId, className, data, canWrite }: SettingsViewProps) {
  const ct = useClassesT();
  return (
    <Stack gap="lg">
      {canWrite ? null : (
        <Alert color="gray" variant="light">
          {ct('settings.readOnly')}
        </Alert>
      )}
      <ClassDefaultsForm classId={classId} defaults={data.defaults} canWrite={canWrite} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="per-student">
        <Stack gap="sm">
          <Title order={2} size="h3" id="per-student">
            {ct('settings.studentsHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {ct('settings.studentsIntro')}
          </Text>
          {data.students.length === 0 ? (
            <Text>{ct('settings.noStudents')}</Text>
          ) : (
            <StudentOverrides
              classId={classId}
              className={className}
              defaults={data.defaults}
              students={data.students}
              canWrite={canWrite}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
