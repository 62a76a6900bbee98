import type { TCoachingCycle } from '@clearsheets/shared';
import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { isApiError } from '../../../../lib/api-error';
import { type Crumb, ReportHeader } from '../../components/report-header';
import { ReportSection } from '../../components/report-section';
import { formatDay } from '../../lib/format';
import { notifySuccess } from '../../lib/notices';
import { useCoachingCycles, useEndCycle } from '../api/scope-queries';
import { CoachingForm } from '../components/coaching-form';
import { CoachingGrowth } from '../components/coaching-growth';
import { useScopeT } from '../i18n';
import { idParam, scopePaths } from '../lib/scope-paths';
import { useSchoolParam } from '../lib/use-school-param';
import { useScopeFilters } from '../lib/use-scope-filters';
import '../../reports.css';
import { ScrollTable } from '../components/scroll-table';

/**
 * /districtadmin/report/coaching?schoolId=&cycleId=: a school's coaching cycles; a leader of the school starts
 * one (a teacher, standards, a start date) and the chosen cycle's growth shows below.
 */
export function CoachingPage() {
  const t = useScopeT();
  const [params, setParams] = useSearchParams();
  const { schoolId, seesDistrict } = useSchoolParam();
  const [filters] = useScopeFilters();
  const cycleId = idParam(params.get('cycleId'));
  const list = useCoachingCycles(schoolId);
  const end = useEndCycle();
  const [form, setForm] = useState<{ cycle?: TCoachingCycle } | null>(null);
  const [ending, setEnding] = useState<TCoachingCycle | null>(null);
  const data = list.data;
  const choose = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('cycleId');
    else next.set('cycleId', String(id));
    setParams(next);
  };
  const crumbs: Crumb[] = [
    ...(seesDistrict ? [{ label: t('scope.districtTitle'), to: scopePaths.district(filters) }] : []),
    ...(data ? [{ label: data.school.name, to: scopePaths.school(data.school.id, filters) }] : []),
    { label: t('scope.coaching.title') },
  ];

  return (
    <Stack gap="lg" maw={1240} className="cs-report">
      <ReportHeader
        title={t('scope.coaching.title')}
        intro={t('scope.coaching.intro')}
        crumbs={crumbs}
        crumbsLabel={t('scope.crumbs')}
        actions={data?.canCreate && <Button onClick={() => setForm({})}>{t('scope.coaching.start')}</Button>}
      />
      {schoolId === null ? (
        <Text>
          <Anchor component={Link} to={scopePaths.district(filters)}>
            {t('scope.coaching.districtPick')}
          </Anchor>
        </Text>
      ) : list.isPending ? (
        <LoadingBlock lines={4} height={28} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : (
        <ReportSection title={t('scope.coaching.listTitle', { school: data!.school.name })}>
          {data!.cycles.length === 0 ? (
            <Text>{t('scope.coaching.empty')}</Text>
          ) : (
            <ScrollTable minWidth={760} label={t('scope.coaching.listTitle', { school: data!.school.name })}>
              <Table striped withTableBorder verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('scope.coaching.name')}</Table.Th>
                    <Table.Th scope="col">{t('scope.coaching.teacher')}</Table.Th>
                    <Table.Th scope="col">{t('scope.table.standards')}</Table.Th>
                    <Table.Th scope="col">{t('scope.coaching.startsLabel')}</Table.Th>
                    <Table.Th scope="col">{t('scope.coaching.coach')}</Table.Th>
                    <Table.Th scope="col" className="cs-no-print">
                      <VisuallyHidden>{t('scope.coaching.view')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data!.cycles.map((c) => (
                    <Table.Tr key={c.id} aria-current={c.id === cycleId ? 'true' : undefined}>
                      <Table.Th scope="row" fw={600}>
                        {c.title}
                      </Table.Th>
                      <Table.Td>{c.teacherName}</Table.Td>
                      <Table.Td>{c.standards.map((s) => s.code).join(', ')}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(c.startsOn)}</Table.Td>
                      <Table.Td>{c.coachName}</Table.Td>
                      <Table.Td className="cs-no-print">
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant={c.id === cycleId ? 'filled' : 'light'}
                            onClick={() => choose(c.id)}
                          >
                            {t('scope.coaching.view')}
                          </Button>
                          {c.canEdit && (
                            <>
                              <Button size="xs" variant="default" onClick={() => setForm({ cycle: c })}>
                                {t('scope.coaching.edit')}
                              </Button>
                              <Button size="xs" variant="subtle" color="red" onClick={() => setEnding(c)}>
                                {t('scope.coaching.end')}
                              </Button>
                            </>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </ReportSection>
      )}
      {cycleId !== null ? (
        <CoachingGrowth cycleId={cycleId} />
      ) : (
        data && data.cycles.length > 0 && <Text c="dimmed">{t('scope.coaching.pickCycle')}</Text>
      )}
      {form && data && (
        <CoachingForm
          opened
          teachers={data.teachers}
          cycle={form.cycle}
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            setForm(null);
            choose(saved.id);
          }}
        />
      )}
      <ConfirmModal
        opened={ending !== null}
        title={t('scope.coaching.endConfirmTitle')}
        confirmLabel={t('scope.coaching.end')}
        cancelLabel={t('scope.coaching.cancel')}
        closeLabel={t('scope.coaching.cancel')}
        loading={end.isPending}
        error={end.error ? (isApiError(end.error) ? end.error.title : String(end.error)) : null}
        onClose={() => {
          end.reset();
          setEnding(null);
        }}
        onConfirm={() =>
          ending &&
          end.mutate(ending.id, {
            onSuccess: () => {
              notifySuccess(t('scope.coaching.ended'));
              if (ending.id === cycleId) choose(null);
              setEnding(null);
            },
          })
        }
      >
        <Text>{t('scope.coaching.endConfirm', { title: ending?.title ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
