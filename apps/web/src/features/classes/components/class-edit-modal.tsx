import {
  clearsheetsGrades,
  MESSAGES,
  type TClassSummary,
  type TUpdateClassRequest,
  ZCreateClassRequest,
} from '@clearsheets/shared';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/me-query';
import { useUpdateClass } from '../api/class-mutations';
import { useClassesT } from '../i18n';
import { type FormErrors, issuesToErrors, serverFieldErrors } from '../lib/form-errors';
import { ClassFields, type ClassFieldValues } from './class-fields';
import { notifySuccess, ServerErrorAlert } from './feedback';

const ZClassFields = ZCreateClassRequest.pick({ grade: true, name: true, subject: true });

/** Rename a class or change its grade or subject; only changed fields are sent. */
export function ClassEditModal({ cls, onClose }: { cls: TClassSummary | null; onClose: () => void }) {
  const ct = useClassesT();
  return (
    <Modal
      opened={cls !== null}
      onClose={onClose}
      title={cls ? ct('edit.title', { name: cls.name }) : ''}
      centered
      closeButtonProps={{ 'aria-label': ct('common.close') }}
    >
      {cls ? <ClassEditForm key={cls.id} cls={cls} onDone={onClose} /> : null}
    </Modal>
  );
}

function ClassEditForm({ cls, onDone }: { cls: TClassSummary; onDone: () => void }) {
  const ct = useClassesT();
  const update = useUpdateClass();
  const me = useMe();
  // The license's grades, and the class's own (a class kept from an earlier license keeps its grade).
  const licensed = me.data ? clearsheetsGrades(me.data.licenses) : null;
  const [values, setValues] = useState<ClassFieldValues>({ grade: cls.grade, name: cls.name, subject: cls.subject });
  const [errors, setErrors] = useState<FormErrors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZClassFields.safeParse({
      grade: values.grade ?? undefined,
      name: values.name,
      subject: values.subject ?? undefined,
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    const patch: TUpdateClassRequest = {};
    if (parsed.data.grade !== cls.grade) patch.grade = parsed.data.grade;
    if (parsed.data.name !== cls.name) patch.name = parsed.data.name;
    if (parsed.data.subject !== cls.subject) patch.subject = parsed.data.subject;
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: cls.id, patch },
      {
        onSuccess: () => {
          notifySuccess(MESSAGES.classUpdated);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(serverFieldErrors(error.errors));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ClassFields
          values={values}
          errors={errors}
          columns={1}
          disabled={update.isPending}
          allowedGrades={licensed && [...licensed, cls.grade]}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value ?? (field === 'name' ? '' : null) }));
            setErrors(({ [field]: _cleared, ...rest }) => rest);
          }}
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
