import type { TStaffListItem, TStaffMember } from '@clearsheets/shared';
import { Badge, Button, Card, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../lib/i18n';
import { useStaffT } from '../i18n';

export type StaffAction = 'edit' | 'confirm' | 'resetPassword' | 'deactivate' | 'reactivate';

interface StaffListProps {
  staff: TStaffListItem[];
  /** Null for readers (principals, coaches): no actions at all. */
  onAction: ((member: TStaffMember, action: StaffAction) => void) | null;
  showSchool: boolean;
  selfId: number | null;
}

const fullName = (m: TStaffMember) => `${m.firstName} ${m.lastName}`.trim();

function StatusBadge({ member }: { member: TStaffMember }) {
  const t = useStaffT();
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="filled" radius="sm" color={member.status === 'active' ? 'teal.9' : 'gray.7'}>
        {t(`staff.people.status.${member.status}`)}
      </Badge>
      {!member.placementConfirmed && (
        <Badge variant="filled" radius="sm" color="#9a3412" title={t('staff.people.unconfirmedHint')}>
          {t('staff.people.unconfirmed')}
        </Badge>
      )}
    </Group>
  );
}

function ActionsMenu({
  member,
  self,
  onAction,
}: {
  member: TStaffMember;
  self: boolean;
  onAction: (member: TStaffMember, action: StaffAction) => void;
}) {
  const t = useStaffT();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button size="xs" variant="default" aria-label={t('staff.people.actions.menu', { name: fullName(member) })}>
          {t('staff.people.table.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {!member.placementConfirmed && (
          <Menu.Item onClick={() => onAction(member, 'confirm')}>{t('staff.people.actions.confirm')}</Menu.Item>
        )}
        <Menu.Item onClick={() => onAction(member, 'edit')}>{t('staff.people.actions.edit')}</Menu.Item>
        {!self && (
          <Menu.Item onClick={() => onAction(member, 'resetPassword')}>
            {t('staff.people.actions.resetPassword')}
          </Menu.Item>
        )}
        {!self &&
          (member.status === 'active' ? (
            <Menu.Item c="red.9" onClick={() => onAction(member, 'deactivate')}>
              {t('staff.people.actions.deactivate')}
            </Menu.Item>
          ) : (
            <Menu.Item onClick={() => onAction(member, 'reactivate')}>{t('staff.people.actions.reactivate')}</Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Staff as a table on wide screens, as cards on phones; actions in one menu per person. */
export function StaffList({ staff, onAction, showSchool, selfId }: StaffListProps) {
  const t = useStaffT();
  // Role names are app-wide texts (the header shows the caller's).
  const app = useTranslation().t;
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const nameCell = (m: TStaffMember) => (
    <>
      <Text fw={600} size="sm">
        {fullName(m)}
        {m.id === selfId && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({t('staff.people.table.you')})
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {m.username}
      </Text>
    </>
  );

  if (!wide) {
    return (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('staff.people.table.caption')}
      >
        {staff.map((m) => (
          <Card key={m.id} component="li" withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>{nameCell(m)}</div>
                <StatusBadge member={m} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.email ?? t('staff.people.table.noEmail')}
              </Text>
              <Text size="sm">
                {app(`roles.${m.role}`)}
                {showSchool && m.schoolName ? ` · ${m.schoolName}` : ''}
              </Text>
              {onAction && m.abilities.manage && (
                <Group>
                  <ActionsMenu member={m} self={m.id === selfId} onAction={onAction} />
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table withTableBorder striped highlightOnHover verticalSpacing="sm" captionSide="top" bg="white">
      <Table.Caption ta="left" fw={600} c="dark.7">
        {t('staff.people.table.caption')}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('staff.people.table.name')}</Table.Th>
          <Table.Th scope="col">{t('staff.people.table.email')}</Table.Th>
          <Table.Th scope="col">{t('staff.people.table.role')}</Table.Th>
          {showSchool && <Table.Th scope="col">{t('staff.people.table.school')}</Table.Th>}
          <Table.Th scope="col">{t('staff.people.table.status')}</Table.Th>
          {onAction && <Table.Th scope="col">{t('staff.people.table.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {staff.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Th scope="row" fw={500}>
              {nameCell(m)}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email ?? t('staff.people.table.noEmail')}</Table.Td>
            <Table.Td>{app(`roles.${m.role}`)}</Table.Td>
            {showSchool && <Table.Td>{m.schoolName ?? ''}</Table.Td>}
            <Table.Td>
              <StatusBadge member={m} />
            </Table.Td>
            {onAction && (
              <Table.Td>
                {m.abilities.manage ? (
                  <ActionsMenu member={m} self={m.id === selfId} onAction={onAction} />
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('staff.people.table.byDistrict')}
                  </Text>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
