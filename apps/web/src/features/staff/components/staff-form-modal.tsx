import { MESSAGES, type STAFF_MANAGED_ROLES, type TStaffMember } from '@clearsheets/shared';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { type CreatedStaff, useCreateStaff, useUpdateStaff } from '../api/staff-queries';
import { useStaffT } from '../i18n';
import {
  emptyStaffForm,
  fieldErrorsOf,
  parseStaffForm,
  type StaffFormValues,
  staffChanges,
  staffFormOf,
} from '../staff-form';

export type StaffFormTarget = { kind: 'add' } | { kind: 'edit'; member: TStaffMember };

interface StaffFormModalProps {
  target: StaffFormTarget | null;
  onClose: () => void;
  onCreated: (created: CreatedStaff) => void;
  /** The schools to choose from (district admins); null when the school is fixed. */
  schools: { id: number; name: string }[] | null;
  /** A school admin's own school: every new member joins it. */
  fixedSchool: { id: number; name: string } | null;
  selfId: number | null;
  /** Roles the server lets this caller give. */
  roles: readonly (typeof STAFF_MANAGED_ROLES)[number][];
}

/** Add or edit a teacher or staff member; the contract checks the form, the server's field errors land on it. */
export function StaffFormModal(props: StaffFormModalProps) {
  const t = useStaffT();
  const { target, onClose } = props;
  const title =
    target?.kind === 'edit'
      ? t('staff.people.form.editTitle', { name: `${target.member.firstName} ${target.member.lastName}` })
      : t('staff.people.form.addTitle');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('staff.people.close') }}
    >
      {target && <StaffForm key={target.kind === 'edit' ? target.member.id : 'add'} {...props} target={target} />}
    </Modal>
  );
}

function StaffForm({
  target,
  onClose,
  onCreated,
  schools,
  fixedSchool,
  selfId,
  roles,
}: StaffFormModalProps & { target: StaffFormTarget }) {
  const t = useStaffT();
  const app = useTranslation().t;
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const [banner, setBanner] = useState<{ title: string; detail?: string } | null>(null);
  const chooseSchool = t('staff.people.form.chooseSchool');
  const editingSelf = target.kind === 'edit' && target.member.id === selfId;
  // Editing themselves, a school admin keeps a role they may not give: show it, locked.
  const roleChoices =
    target.kind === 'edit' && !roles.includes(target.member.role) ? [...roles, target.member.role] : roles;
  const form = useForm<StaffFormValues>({
    initialValues: target.kind === 'edit' ? staffFormOf(target.member) : emptyStaffForm(fixedSchool?.id ?? null),
    validate: (values) => {
      const parsed = parseStaffForm(values, chooseSchool);
      return parsed.ok ? {} : parsed.errors;
    },
  });

  const onError = (error: unknown) => {
    const fields = isApiError(error) ? fieldErrorsOf(error.errors) : {};
    form.setErrors(fields);
    if (Object.keys(fields).length === 0) {
      setBanner({
        title: isApiError(error) ? error.title : MESSAGES.somethingWentWrong,
        detail: isApiError(error) ? error.detail : undefined,
      });
    }
  };

  const submit = form.onSubmit((values) => {
    setBanner(null);
    const parsed = parseStaffForm(values, chooseSchool);
    if (!parsed.ok) return;
    if (target.kind === 'add') {
      create.mutate(parsed.request, {
        onSuccess: (created) => {
          notify({ message: MESSAGES.teacherAdded, closeLabel: t('staff.people.close') });
          onCreated(created);
        },
        onError,
      });
      return;
    }
    const changes = staffChanges(target.member, parsed.request);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: target.member.id, changes },
      {
        onSuccess: () => {
          notify({ message: MESSAGES.teacherUpdated, closeLabel: t('staff.people.close') });
          onClose();
        },
        onError,
      },
    );
  });

  const pending = create.isPending || update.isPending;
  const schoolOptions = schools ?? (fixedSchool ? [fixedSchool] : []);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {banner && (
          <Alert color="red" variant="light" title={banner.title} role="alert">
            {banner.detail}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('staff.people.form.firstName')}
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('staff.people.form.lastName')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('staff.people.form.email')}
          type="email"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('staff.people.form.role')}
            data={roleChoices.map((role) => ({ value: role, label: app(`roles.${role}`) }))}
            allowDeselect={false}
            withAsterisk
            disabled={editingSelf}
            {...form.getInputProps('role')}
          />
          {schools ? (
            <Select
              label={t('staff.people.form.school')}
              placeholder={chooseSchool}
              data={schoolOptions.map((s) => ({ value: String(s.id), label: s.name }))}
              allowDeselect={false}
              withAsterisk
              disabled={editingSelf}
              searchable={schoolOptions.length > 8}
              {...form.getInputProps('schoolId')}
            />
          ) : (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t('staff.people.form.school')}
              </Text>
              <Text size="sm">{fixedSchool?.name ?? ''}</Text>
              {form.errors.schoolId && (
                <Text size="xs" c="red.9" role="alert">
                  {form.errors.schoolId}
                </Text>
              )}
            </Stack>
          )}
        </SimpleGrid>
        {editingSelf && (
          <Text size="sm" c="dimmed">
            {t('staff.people.form.ownRoleLocked')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('staff.people.form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {target.kind === 'add' ? t('staff.people.form.add') : t('staff.people.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
