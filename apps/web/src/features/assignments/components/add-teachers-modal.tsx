import { MESSAGES, type TStaffAssignment } from '@clearsheets/shared';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSetStaffAssignmentTeachers } from '../api/staff-assignment-api';
import { useAssignmentsT } from '../i18n';
import { errorTitle, notifySuccess } from './feedback';
import { TeacherPicker } from './teacher-picker';

interface AddTeachersModalProps {
  sa: TStaffAssignment;
  district: boolean;
  onClose: () => void;
}

/** More teachers for a sent assignment (teachers can always be added); those who have it are shown fixed. */
export function AddTeachersModal({ sa, district, onClose }: AddTeachersModalProps) {
  const t = useAssignmentsT();
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useSetStaffAssignmentTeachers();
  const [added, setAdded] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const current = new Set(sa.teachers.map((x) => x.id));

  const submit = () => {
    if (added.size === 0) {
      setError(t('assignments.staff.teachersRequired'));
      return;
    }
    save.mutate(
      { id: sa.id, teacherIds: [...current, ...added] },
      {
        onSuccess: (saved) => {
          notifySuccess(saved.message || MESSAGES.assignmentUpdated);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={save.isPending ? () => {} : onClose}
      title={t('assignments.staff.addTeachersTitle', { title: sa.title })}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('assignments.close') }}
    >
      <Stack gap="md">
        <TeacherPicker
          id="add-teachers"
          district={district}
          value={added}
          onChange={(next) => {
            setAdded(next);
            setError(null);
          }}
          fixed={current}
          error={error ?? undefined}
        />
        {save.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorTitle(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('assignments.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('assignments.staff.addTeachersSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
