import type { TStudentInClass } from '@clearsheets/shared';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { useClassesT } from '../i18n';
import { formatDate, fullName } from '../lib/class-format';
import { DotsIcon } from './class-icons';

export type StudentAction = 'edit' | 'reset' | 'remove' | 'reactivate';

interface RosterTableProps {
  className: string;
  students: TStudentInClass[];
  canWrite: boolean;
  onAction: (action: StudentAction, student: TStudentInClass) => void;
  /** The student whose reactivation is under way, to show its button busy. */
  pendingId?: number | null;
}

function StatusBadge({ status }: { status: TStudentInClass['status'] }) {
  const ct = useClassesT();
  return (
    <Badge color={status === 'active' ? 'teal.9' : 'gray.8'} variant={status === 'active' ? 'filled' : 'outline'}>
      {ct(`common.status_${status}`)}
    </Badge>
  );
}

function StudentActions({
  student,
  onAction,
  pendingId,
}: Omit<RosterTableProps, 'className' | 'students' | 'canWrite'> & { student: TStudentInClass }) {
  const ct = useClassesT();
  const name = fullName(student);
  if (student.status === 'removed') {
    return (
      <Button
        size="xs"
        variant="light"
        onClick={() => onAction('reactivate', student)}
        loading={pendingId === student.id}
        aria-label={`${ct('manage.reactivate')}: ${name}`}
      >
        {ct('manage.reactivate')}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={ct('manage.actionsFor', { name })}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('edit', student)}>{ct('manage.editStudent')}</Menu.Item>
        <Menu.Item onClick={() => onAction('reset', student)}>{ct('manage.resetPassword')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" onClick={() => onAction('remove', student)}>
          {ct('manage.removeStudent')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The class roster: a table on wide screens, one card per student on phones. */
export function RosterTable({ className, students, canWrite, onAction, pendingId }: RosterTableProps) {
  const ct = useClassesT();
  return (
    <>
      <Table.ScrollContainer minWidth={600} visibleFrom="sm">
        <Table striped highlightOnHover withTableBorder verticalSpacing="xs" bg="white" captionSide="top">
          <Table.Caption className="cs-visually-hidden">
            {ct('manage.rosterCaption', { name: className })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{ct('manage.name')}</Table.Th>
              <Table.Th scope="col">{ct('manage.username')}</Table.Th>
              <Table.Th scope="col">{ct('manage.status')}</Table.Th>
              <Table.Th scope="col">{ct('manage.added')}</Table.Th>
              {canWrite ? (
                <Table.Th scope="col" w={120}>
                  <span className="cs-visually-hidden">{ct('common.actions')}</span>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((s) => (
              <Table.Tr key={s.id} c={s.status === 'removed' ? 'gray.7' : undefined}>
                <Table.Th scope="row" fw={500}>
                  {fullName(s)}
                </Table.Th>
                <Table.Td className="cs-credentials">{s.username}</Table.Td>
                <Table.Td>
                  <StatusBadge status={s.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(s.addedAt)}</Table.Td>
                {canWrite ? (
                  <Table.Td ta="right">
                    <StudentActions student={s} onAction={onAction} pendingId={pendingId} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {students.map((s) => (
          <li key={s.id}>
            <Group
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              p="sm"
              bg="white"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{fullName(s)}</Text>
                <Text size="sm" className="cs-credentials">
                  {s.username}
                </Text>
                <Group gap="xs">
                  <StatusBadge status={s.status} />
                  <Text size="xs" c="dimmed">
                    {ct('manage.added')} {formatDate(s.addedAt)}
                  </Text>
                </Group>
              </Stack>
              {canWrite ? (
                <div style={{ flexShrink: 0 }}>
                  <StudentActions student={s} onAction={onAction} pendingId={pendingId} />
                </div>
              ) : null}
            </Group>
          </li>
        ))}
      </Stack>
    </>
  );
}
