import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/me-query';
import { useSession } from '../../../lib/session-store';
import { EmptyAssignmentsArt } from '../components/empty-assignments-art';

/** /student: a greeting, the school, and the assignments list (empty until assignments are built). */
export function StudentHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe();
  const assignmentsId = useId();
  const claims = session.status === 'signedIn' ? session.user : null;
  const firstName = me.data?.user.firstName ?? claims?.FirstName ?? '';
  const schoolName = me.data ? me.data.school?.name : claims?.SchoolName;
  return (
    <Stack gap="xl">
      <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 32, sm: 40 }} c="violet.9">
            {t('student.home.heading', { name: firstName })}
          </Title>
          {me.isPending ? (
            <LoadingBlock lines={1} height={24} />
          ) : me.isError ? (
            <QueryError error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} />
          ) : (
            schoolName && <Text fz="xl">{t('student.home.school', { school: schoolName })}</Text>
          )}
        </Stack>
      </Paper>
      <Stack component="section" aria-labelledby={assignmentsId} gap="md">
        <Title order={2} id={assignmentsId} fz={{ base: 24, sm: 28 }}>
          {t('student.home.assignmentsHeading')}
        </Title>
        <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} shadow="xs" withBorder>
          <Stack align="center" gap="md" ta="center" py="md">
            <EmptyAssignmentsArt />
            <Text fz="xl" maw={520}>
              <Text span fw={800} fz="xl" display="block">
                {t('student.home.emptyTitle')}
              </Text>{' '}
              {t('student.home.emptyBody')}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}
