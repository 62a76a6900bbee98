import { MESSAGES, type TStaffMember } from '@clearsheets/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingBlock } from '../../../components/loading-block';
import { notify } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import {
  STAFF_PAGE_SIZE,
  useConfirmStaff,
  useDistrictSchools,
  useResetStaffPassword,
  useSetStaffActive,
  useStaffList,
} from '../api/staff-queries';
import { StaffFilters } from '../components/staff-filters';
import { StaffFormModal, type StaffFormTarget } from '../components/staff-form-modal';
import { type StaffAction, StaffList } from '../components/staff-list';
import { type ShownPassword, TemporaryPasswordModal } from '../components/temporary-password-modal';
import { useStaffT } from '../i18n';
import { type StaffFilters as Filters, readStaffFilters, writeStaffFilters } from '../staff-form';

const fullName = (m: TStaffMember) => `${m.firstName} ${m.lastName}`.trim();
const errorText = (error: unknown) => (isApiError(error) ? error.title : MESSAGES.somethingWentWrong);

/** /teacher/staff: the school's or district's teachers and staff; admins manage them, principals and coaches look. */
export function StaffPage() {
  const t = useStaffT();
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const [params, setParams] = useSearchParams();
  const filters = readStaffFilters(params);
  const list = useStaffList(filters);
  // The server says how far the caller reaches: a district's staff span its schools (a school column, a school
  // to choose for a new account); a school's are that school's.
  const isDistrict = list.data?.scope === 'district';
  // The server says which roles this caller may give; none means the list is read-only.
  const rolesYouMayGive = list.data?.rolesYouMayGive ?? [];
  const canManage = rolesYouMayGive.length > 0;
  const schools = useDistrictSchools(isDistrict);
  const setActive = useSetStaffActive();
  const resetPassword = useResetStaffPassword();
  const confirmPlacement = useConfirmStaff();

  const [formTarget, setFormTarget] = useState<StaffFormTarget | null>(null);
  const [confirm, setConfirm] = useState<{ member: TStaffMember; action: 'deactivate' | 'resetPassword' } | null>(null);
  const [password, setPassword] = useState<ShownPassword | null>(null);

  const change = (next: Partial<Filters>) =>
    setParams(writeStaffFilters(filters, next), { replace: !('page' in next) });

  const onAction = (member: TStaffMember, action: StaffAction) => {
    if (action === 'edit') setFormTarget({ kind: 'edit', member });
    else if (action === 'confirm')
      // Confirming only gives access, it takes nothing away: no confirmation step.
      confirmPlacement.mutate(member.id, {
        onSuccess: () =>
          notify({
            message: t('staff.people.confirmed', { name: fullName(member) }),
            closeLabel: t('staff.people.close'),
          }),
        onError: (error) => notify({ error: true, message: errorText(error), closeLabel: t('staff.people.close') }),
      });
    else if (action === 'reactivate')
      setActive.mutate(
        { id: member.id, active: true },
        {
          onSuccess: () => notify({ message: MESSAGES.teacherUpdated, closeLabel: t('staff.people.close') }),
          onError: (error) => notify({ error: true, message: errorText(error), closeLabel: t('staff.people.close') }),
        },
      );
    else setConfirm({ member, action });
  };

  const runConfirmed = () => {
    if (!confirm) return;
    const { member, action } = confirm;
    if (action === 'deactivate') {
      setActive.mutate(
        { id: member.id, active: false },
        {
          onSuccess: () => {
            notify({ message: MESSAGES.teacherDeleted, closeLabel: t('staff.people.close') });
            setConfirm(null);
          },
        },
      );
    } else {
      resetPassword.mutate(member.id, {
        onSuccess: (result) => {
          setConfirm(null);
          setPassword({ name: fullName(member), username: result.staff.username, password: result.temporaryPassword });
        },
      });
    }
  };
  const confirmMutation = confirm?.action === 'deactivate' ? setActive : resetPassword;

  const schoolList = isDistrict ? (schools.data ?? []) : null;
  const fixedSchool = !isDistrict && user?.SchoolId ? { id: user.SchoolId, name: user.SchoolName ?? '' } : null;
  const filtered = !!(filters.search || filters.role || filters.status || filters.schoolId);

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('staff.people.title')}
          </Title>
          <Text c="dimmed">{canManage ? t('staff.people.introManage') : t('staff.people.introRead')}</Text>
        </Stack>
        {canManage && <Button onClick={() => setFormTarget({ kind: 'add' })}>{t('staff.people.add')}</Button>}
      </Group>
      <StaffFilters filters={filters} onChange={change} schools={schoolList} />
      {list.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.total === 0 ? (
        <Text role="status">{filtered ? t('staff.people.empty') : t('staff.people.emptyAll')}</Text>
      ) : (
        <Stack gap="sm">
          <StaffList
            staff={list.data.items}
            onAction={canManage ? onAction : null}
            showSchool={isDistrict}
            selfId={user?.UserId ?? null}
          />
          <ListPagination
            total={list.data.total}
            page={filters.page}
            pageSize={STAFF_PAGE_SIZE}
            onChange={(page) => change({ page })}
            labels={{
              nav: t('staff.people.pager.nav'),
              previous: t('staff.people.pager.previous'),
              next: t('staff.people.pager.next'),
              page: (n) => t('staff.people.pager.page', { page: n }),
              range: (from, to, total) => t('staff.people.pager.range', { from, to, total }),
            }}
          />
        </Stack>
      )}
      {canManage && (
        <StaffFormModal
          target={formTarget}
          roles={rolesYouMayGive}
          onClose={() => setFormTarget(null)}
          onCreated={(created) => {
            setFormTarget(null);
            setPassword({
              name: fullName(created.staff),
              username: created.staff.username,
              password: created.temporaryPassword,
            });
          }}
          schools={schoolList}
          fixedSchool={fixedSchool}
          selfId={user?.UserId ?? null}
        />
      )}
      <ConfirmModal
        opened={confirm !== null}
        title={
          confirm?.action === 'deactivate'
            ? t('staff.people.deactivate.title', { name: confirm ? fullName(confirm.member) : '' })
            : t('staff.people.reset.title', { name: confirm ? fullName(confirm.member) : '' })
        }
        confirmLabel={
          confirm?.action === 'deactivate' ? t('staff.people.deactivate.confirm') : t('staff.people.reset.confirm')
        }
        cancelLabel={t('staff.people.cancel')}
        closeLabel={t('staff.people.close')}
        onConfirm={runConfirmed}
        onClose={() => {
          confirmMutation.reset();
          setConfirm(null);
        }}
        loading={confirmMutation.isPending}
        danger={confirm?.action === 'deactivate'}
        error={confirmMutation.isError ? errorText(confirmMutation.error) : null}
      >
        {confirm?.action === 'deactivate' ? t('staff.people.deactivate.body') : t('staff.people.reset.body')}
      </ConfirmModal>
      <TemporaryPasswordModal shown={password} onClose={() => setPassword(null)} />
    </Stack>
  );
}
