import { MESSAGES, type TStaffAssignment } from '@clearsheets/shared';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteStaffAssignment, useSetStaffAssignmentTeachers } from '../api/staff-assignment-api';
import { useAssignmentsT } from '../i18n';
import { rememberFocus } from '../lib/focus-return';
import { formatDate, formatDateTime } from '../lib/format';
import { AddTeachersModal } from './add-teachers-modal';
import { errorTitle, notifySuccess } from './feedback';

type Pending = (
  | { kind: 'remove'; sa: TStaffAssignment; teacher: { id: number; name: string } }
  | { kind: 'delete'; sa: TStaffAssignment }
  | { kind: 'add'; sa: TStaffAssignment }
) & { restoreFocus: () => void };

/** What the admin sent: each with its teachers' status (received, accepted), and add, remove, delete. */
export function SentList({
  sent,
  district,
  schools,
}: {
  sent: readonly TStaffAssignment[];
  district: boolean;
  /** School names by id, to say where each teacher works (district admins). */
  schools: ReadonlyMap<number, string>;
}) {
  const t = useAssignmentsT();
  const [pending, setPending] = useState<Pending | null>(null);
  const setTeachers = useSetStaffAssignmentTeachers();
  const remove = useDeleteStaffAssignment();
  const close = () => {
    pending?.restoreFocus();
    setPending(null);
    setTeachers.reset();
    remove.reset();
  };

  return (
    <>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sent.map((sa) => (
          <li key={sa.id}>
            <SentCard
              sa={sa}
              schools={district ? schools : null}
              onAdd={() => setPending({ kind: 'add', sa, restoreFocus: rememberFocus() })}
              onDelete={() => setPending({ kind: 'delete', sa, restoreFocus: rememberFocus() })}
              onRemove={(teacher) => setPending({ kind: 'remove', sa, teacher, restoreFocus: rememberFocus() })}
            />
          </li>
        ))}
      </Stack>
      {pending?.kind === 'add' ? <AddTeachersModal sa={pending.sa} district={district} onClose={close} /> : null}
      {pending?.kind === 'remove' ? (
        <ConfirmModal
          opened
          title={t('assignments.staff.removeTitle', { name: pending.teacher.name })}
          confirmLabel={t('assignments.staff.removeConfirm')}
          cancelLabel={t('assignments.cancel')}
          closeLabel={t('assignments.close')}
          loading={setTeachers.isPending}
          error={setTeachers.error ? errorTitle(setTeachers.error) : null}
          onClose={close}
          onConfirm={() =>
            setTeachers.mutate(
              {
                id: pending.sa.id,
                teacherIds: pending.sa.teachers.filter((x) => x.id !== pending.teacher.id).map((x) => x.id),
              },
              {
                onSuccess: (saved) => {
                  notifySuccess(saved.message || MESSAGES.assignmentUpdated);
                  close();
                },
              },
            )
          }
        >
          {t('assignments.staff.removeBody', { name: pending.teacher.name, title: pending.sa.title })}
        </ConfirmModal>
      ) : null}
      {pending?.kind === 'delete' ? (
        <ConfirmModal
          opened
          title={t('assignments.staff.deleteTitle', { title: pending.sa.title })}
          confirmLabel={t('assignments.staff.deleteConfirm')}
          cancelLabel={t('assignments.cancel')}
          closeLabel={t('assignments.close')}
          loading={remove.isPending}
          error={remove.error ? errorTitle(remove.error) : null}
          onClose={close}
          onConfirm={() =>
            remove.mutate(pending.sa.id, {
              onSuccess: (reply) => {
                notifySuccess(reply?.message || MESSAGES.assignmentDeleted);
                close();
              },
            })
          }
        >
          {t('assignments.staff.deleteBody')}
        </ConfirmModal>
      ) : null}
    </>
  );
}

interface SentCardProps {
  sa: TStaffAssignment;
  schools: ReadonlyMap<number, string> | null;
  onAdd: () => void;
  onDelete: () => void;
  onRemove: (teacher: { id: number; name: string }) => void;
}

function SentCard({ sa, schools, onAdd, onDelete, onRemove }: SentCardProps) {
  const t = useAssignmentsT();
  const accepted = sa.teachers.filter((x) => x.status === 'accepted').length;
  const headingId = `sent-${sa.id}`;
  const only = sa.teachers.length <= 1;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Title order={3} size="h5" id={headingId}>
              {sa.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('assignments.staff.sentOn', { date: formatDate(sa.createdAt) })} ·{' '}
              {t('assignments.staff.accepted', { accepted, total: sa.teachers.length })}
              {sa.dueAt ? ` · ${t('assignments.home.due', { date: formatDateTime(sa.dueAt) })}` : ''}
            </Text>
            {sa.title !== sa.worksheetTitle ? (
              <Text size="sm">{t('assignments.staff.worksheet', { title: sa.worksheetTitle })}</Text>
            ) : null}
            <Text size="sm">
              {sa.feedbackOption === 1
                ? t('assignments.settings.feedbackShort1')
                : t('assignments.settings.feedbackShort2')}
            </Text>
            {sa.note ? (
              <Text size="sm" fs="italic">
                {sa.note}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            <Button size="compact-sm" variant="light" onClick={onAdd}>
              {t('assignments.staff.addTeachers')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              c="red.9"
              onClick={onDelete}
              aria-label={t('assignments.staff.deleteLabel', { title: sa.title })}
            >
              {t('assignments.staff.delete')}
            </Button>
          </Group>
        </Group>
        <Table verticalSpacing={6} horizontalSpacing="xs" withRowBorders>
          <Table.Caption>
            <VisuallyHidden>{t('assignments.staff.teachersOf', { title: sa.title })}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('assignments.staff.teacher')}</Table.Th>
              <Table.Th scope="col">{t('assignments.staff.status')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('assignments.list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sa.teachers.map((teacher) => (
              <Table.Tr key={teacher.id}>
                <Table.Th scope="row" fw={500}>
                  {teacher.name}
                  {schools && teacher.schoolId && schools.get(teacher.schoolId) ? (
                    <Text size="xs" c="dimmed" fw={400}>
                      {schools.get(teacher.schoolId)}
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td>
                  {teacher.status === 'accepted' ? (
                    <Stack gap={0}>
                      <Badge color="teal.9" variant="filled" size="sm" miw="max-content">
                        {t('assignments.staff.status_accepted')}
                      </Badge>
                      {teacher.acceptedAt ? (
                        <Text size="xs" c="dimmed">
                          {formatDate(teacher.acceptedAt)}
                        </Text>
                      ) : null}
                    </Stack>
                  ) : (
                    <Badge color="gray.7" variant="outline" size="sm" miw="max-content">
                      {t('assignments.staff.status_received')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {only ? null : (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      c="red.9"
                      onClick={() => onRemove({ id: teacher.id, name: teacher.name })}
                      aria-label={t('assignments.staff.removeTeacherLabel', { name: teacher.name })}
                    >
                      {t('assignments.staff.removeTeacher')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {only ? (
          <Text size="xs" c="dimmed">
            {t('assignments.staff.lastTeacher')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
