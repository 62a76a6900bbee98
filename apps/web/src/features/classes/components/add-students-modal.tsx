import { MESSAGES, type TClassSummary, type TCreatedStudent } from '@clearsheets/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useAddStudents } from '../api/roster-mutations';
import { useClassesT } from '../i18n';
import { roomLeft } from '../lib/class-format';
import { type FormErrors, serverFieldErrors, validateNewStudents } from '../lib/form-errors';
import { blankRow, type StudentRow } from '../lib/student-rows';
import { CreatedStudentsTable } from './created-students-table';
import { notifySuccess, ServerErrorAlert } from './feedback';
import { StudentRowsEditor } from './student-rows-editor';

interface AddStudentsModalProps {
  cls: TClassSummary;
  opened: boolean;
  onClose: () => void;
  cardsLink: React.ReactNode;
}

/** Add students to a class with the same rows as the create flow; the new passwords are shown once. */
export function AddStudentsModal({ cls, opened, onClose, cardsLink }: AddStudentsModalProps) {
  const ct = useClassesT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ct('addStudents.title', { name: cls.name })}
      size="xl"
      closeButtonProps={{ 'aria-label': ct('common.close') }}
      // Rows grow long: let the page scroll the dialog rather than squeeze it.
      yOffset="4vh"
    >
      {opened ? <AddStudentsForm cls={cls} onClose={onClose} cardsLink={cardsLink} /> : null}
    </Modal>
  );
}

function AddStudentsForm({
  cls,
  onClose,
  cardsLink,
}: {
  cls: TClassSummary;
  onClose: () => void;
  cardsLink: React.ReactNode;
}) {
  const ct = useClassesT();
  const add = useAddStudents();
  const [rows, setRows] = useState<StudentRow[]>(() => [blankRow()]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [created, setCreated] = useState<TCreatedStudent[] | null>(null);
  const room = roomLeft(cls);

  if (created) {
    return (
      <Stack gap="md">
        <Text fw={600} role="status">
          {ct('create.writeDown')}
        </Text>
        <CreatedStudentsTable students={created} />
        <Group justify="flex-end" gap="sm">
          {cardsLink}
          <Button onClick={onClose} data-autofocus>
            {ct('common.done')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    add.reset();
    const checked = validateNewStudents(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    add.mutate(
      { classId: cls.id, students: checked.data.students },
      {
        onSuccess: (data) => {
          notifySuccess(MESSAGES.studentAdded);
          setCreated(data.createdStudents);
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(serverFieldErrors(error.errors, checked.indexMap));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {ct('rows.intro')}
        </Text>
        {room !== null ? (
          <Text size="sm" fw={500} c={room === 0 ? 'red.9' : undefined}>
            {room === 0 ? ct('addStudents.noRoom') : ct('addStudents.room', { count: room })}
          </Text>
        ) : null}
        <StudentRowsEditor
          rows={rows}
          errors={errors}
          limit={room}
          disabled={add.isPending}
          onRowsChange={(next, changed) => {
            setRows(next);
            setErrors((current) =>
              Object.fromEntries(
                Object.entries(current).filter(
                  ([key]) => key !== 'students' && key !== changed && (changed || !key.startsWith('students.')),
                ),
              ),
            );
          }}
        />
        <ServerErrorAlert error={add.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {ct('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} disabled={room === 0}>
            {ct('addStudents.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
