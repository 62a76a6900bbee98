import type { TClassSummary } from '@clearsheets/shared';
import { Badge, Button, CloseButton, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useAddCoTeacher, useRemoveCoTeacher } from '../api/class-mutations';
import { useTeacherCandidates } from '../api/class-queries';
import { useClassesT } from '../i18n';
import { ConfirmModal } from './confirm-modal';
import { notifySuccess, ServerErrorAlert } from './feedback';

interface CoTeachersCardProps {
  cls: TClassSummary;
  canWrite: boolean;
}

/** The class's teachers. Anyone who may change the class can add a teacher of the same school or remove a
 * co-teacher. */
export function CoTeachersCard({ cls, canWrite }: CoTeachersCardProps) {
  const ct = useClassesT();
  const [removing, setRemoving] = useState<TClassSummary['teachers'][number] | null>(null);
  const remove = useRemoveCoTeacher();
  const teachers = [...cls.teachers].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="co-teachers">
      <Stack gap="sm">
        <Title order={2} size="h4" id="co-teachers">
          {ct('coTeachers.heading')}
        </Title>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {teachers.map((t) => (
            <Group key={t.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {t.name}
                </Text>
                {t.isPrimary ? (
                  <Badge variant="light" size="sm">
                    {ct('common.primary')}
                  </Badge>
                ) : null}
              </Group>
              {canWrite && !t.isPrimary ? (
                <CloseButton aria-label={ct('coTeachers.remove', { name: t.name })} onClick={() => setRemoving(t)} />
              ) : null}
            </Group>
          ))}
        </Stack>
        {canWrite ? <AddCoTeacher cls={cls} /> : null}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={removing ? ct('coTeachers.removeTitle', { name: removing.name }) : ''}
        body={ct('coTeachers.removeBody')}
        confirmLabel={ct('coTeachers.removeConfirm')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { classId: cls.id, teacherId: removing.id },
            {
              onSuccess: () => {
                notifySuccess(ct('coTeachers.removed'));
                setRemoving(null);
              },
            },
          )
        }
      />
    </Paper>
  );
}

function AddCoTeacher({ cls }: { cls: TClassSummary }) {
  const ct = useClassesT();
  const [open, setOpen] = useState(false);
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const staff = useTeacherCandidates(cls.id, open);
  const add = useAddCoTeacher();
  if (!open) {
    return (
      <Group>
        <Button variant="light" size="sm" onClick={() => setOpen(true)}>
          {ct('coTeachers.add')}
        </Button>
      </Group>
    );
  }
  const options = (staff.data?.items ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.firstName} ${s.lastName}`,
  }));
  const cancel = (
    <Button size="sm" variant="subtle" onClick={() => setOpen(false)}>
      {ct('common.cancel')}
    </Button>
  );
  if (staff.isPending) return <LoadingBlock lines={2} />;
  if (staff.isError)
    return <QueryError error={staff.error} onRetry={() => staff.refetch()} retrying={staff.isFetching} />;
  if (options.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {ct('coTeachers.none')}
        </Text>
        {cancel}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Select
        label={ct('coTeachers.pick')}
        placeholder={ct('coTeachers.pickPlaceholder')}
        data={options}
        value={teacherId}
        onChange={setTeacherId}
        searchable
        nothingFoundMessage={ct('coTeachers.noMatch')}
      />
      <ServerErrorAlert error={add.error} />
      <Group gap="xs">
        <Button
          size="sm"
          disabled={!teacherId}
          loading={add.isPending}
          onClick={() =>
            teacherId &&
            add.mutate(
              { classId: cls.id, teacherId: Number(teacherId) },
              {
                onSuccess: () => {
                  notifySuccess(ct('coTeachers.added'));
                  setTeacherId(null);
                  setOpen(false);
                },
              },
            )
          }
        >
          {ct('coTeachers.add')}
        </Button>
        {cancel}
      </Group>
    </Stack>
  );
}
