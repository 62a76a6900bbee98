import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useDistrictSchools, useSentStaffAssignments } from '../api/staff-assignment-api';
import { SendForm } from '../components/send-form';
import { SentList } from '../components/sent-list';
import { useAssignmentsT } from '../i18n';
import '../assignments.css';

type Tab = 'send' | 'sent';

/**
 * /districtadmin/assignment (district admins) and /schoolassignment (school admins): send a worksheet to
 * teachers, and follow what was sent: who received it, who accepted it; add or remove teachers, or withdraw it.
 */
export function StaffAssignmentPage({ level }: { level: 'district' | 'school' }) {
  const t = useAssignmentsT();
  // The page's route says whose teachers it sends to (each route is one role's: PAGE_ROLES); the server's
  // staff-assignments policy decides the same from the caller on every request.
  const district = level === 'district';
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'sent' ? 'sent' : 'send';
  const sent = useSentStaffAssignments();
  const schools = useDistrictSchools(district);
  const schoolNames = useMemo(() => new Map((schools.data ?? []).map((s) => [s.id, s.name])), [schools.data]);

  const setTab = (next: Tab) => {
    const p = new URLSearchParams(params);
    if (next === 'sent') p.set('tab', 'sent');
    else p.delete('tab');
    setParams(p, { replace: true });
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {district ? t('assignments.staff.titleDistrict') : t('assignments.staff.titleSchool')}
        </Title>
        <Text c="dimmed">{district ? t('assignments.staff.introDistrict') : t('assignments.staff.introSchool')}</Text>
      </Stack>
      <Tabs value={tab} onChange={(v) => setTab(v === 'sent' ? 'sent' : 'send')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="send">{t('assignments.staff.tabSend')}</Tabs.Tab>
          <Tabs.Tab value="sent">
            {sent.data
              ? t('assignments.staff.tabSentCount', { count: sent.data.length })
              : t('assignments.staff.tabSent')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="send" pt="md">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <SendForm district={district} onSent={() => setTab('sent')} />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="sent" pt="md">
          {sent.isPending ? (
            <LoadingBlock lines={6} height={28} />
          ) : sent.isError ? (
            <QueryError error={sent.error} onRetry={() => sent.refetch()} retrying={sent.isFetching} />
          ) : sent.data.length === 0 ? (
            <Paper withBorder p="xl" radius="md">
              <Stack align="center" gap="xs" ta="center">
                <Title order={2} size="h3">
                  {t('assignments.staff.sentEmpty')}
                </Title>
                <Text c="dimmed">{t('assignments.staff.sentEmptyBody')}</Text>
              </Stack>
            </Paper>
          ) : (
            <SentList sent={sent.data} district={district} schools={schoolNames} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
