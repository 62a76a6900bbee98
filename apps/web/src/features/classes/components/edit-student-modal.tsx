import { MESSAGES, type TStudentInClass, ZUpdateStudentRequest } from '@clearsheets/shared';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/field-errors';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { type StudentPatch, useUpdateStudent } from '../api/roster-mutations';
import { useClassesT } from '../i18n';
import { fullName } from '../lib/class-format';
import { type FormErrors, issuesToErrors, serverFieldErrors } from '../lib/form-errors';
import { notifySuccess, ServerErrorAlert } from './feedback';

const NO_GRADE = 'none';

/** Edit a student's names, username and grade; only changed fields are sent. */
export function EditStudentModal({ student, onClose }: { student: TStudentInClass | null; onClose: () => void }) {
  const ct = useClassesT();
  return (
    <Modal
      opened={student !== null}
      onClose={onClose}
      title={student ? ct('editStudent.title', { name: fullName(student) }) : ''}
      centered
      closeButtonProps={{ 'aria-label': ct('common.close') }}
    >
      {student ? <EditStudentForm key={student.id} student={student} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditStudentForm({ student, onDone }: { student: TStudentInClass; onDone: () => void }) {
  const ct = useClassesT();
  const labels = useGradeSubjectLabels();
  // The schema's and the server's messages are the catalogue's: shown in the screen's language.
  const text = useMessageText();
  const update = useUpdateStudent();
  const [values, setValues] = useState({
    firstName: student.firstName,
    lastName: student.lastName,
    username: student.username,
    grade: student.grade ?? NO_GRADE,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const patch: StudentPatch = {};
    if (values.firstName !== student.firstName) patch.firstName = values.firstName;
    if (values.lastName !== student.lastName) patch.lastName = values.lastName;
    if (values.username !== student.username) patch.username = values.username;
    const grade = values.grade === NO_GRADE ? null : values.grade;
    if (grade !== student.grade) patch.grade = grade;
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    const parsed = ZUpdateStudentRequest.safeParse(patch);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    update.mutate(
      { studentId: student.id, patch: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(MESSAGES.studentUpdated);
          onDone();
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          const fieldErrors = serverFieldErrors(error.errors);
          // "This username is already taken" belongs beside the username, whatever the server calls the field.
          if (error.code === 'username_taken') fieldErrors.username = error.title;
          setErrors(fieldErrors);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={ct('common.firstName')}
            value={values.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={text(errors.firstName)}
            required
            maxLength={80}
            data-autofocus
          />
          <TextInput
            label={ct('common.lastName')}
            value={values.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={text(errors.lastName)}
            required
            maxLength={80}
          />
        </SimpleGrid>
        <TextInput
          label={ct('common.username')}
          description={ct('editStudent.usernameDescription')}
          value={values.username}
          onChange={(e) => set('username', e.currentTarget.value)}
          error={text(errors.username)}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <Select
          label={ct('common.grade')}
          data={[{ value: NO_GRADE, label: ct('common.noGrade') }, ...labels.gradeOptions()]}
          value={values.grade}
          onChange={(value) => set('grade', value ?? NO_GRADE)}
          error={text(errors.grade)}
          allowDeselect={false}
        />
        <ServerErrorAlert error={update.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {ct('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {ct('common.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
