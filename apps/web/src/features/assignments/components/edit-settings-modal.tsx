import { MESSAGES, type TAssignmentSummary, type TClassSummary } from '@clearsheets/shared';
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useUpdateAssignment } from '../api/assignment-mutations';
import { useAssignmentsT } from '../i18n';
import { buildUpdate, settingsOf } from '../lib/edit-settings';
import { focusField } from '../lib/focus-field';
import type { SettingsErrors, SettingsValues } from '../lib/settings-form';
import { AddStudentsPicker } from './add-students-picker';
import { ClassChecklist } from './class-checklist';
import { fieldErrors, notifySuccess, ServerErrorAlert } from './feedback';
import { SettingsFields } from './settings-fields';
import { WarningAlert } from './warning-alert';

interface EditSettingsModalProps {
  assignment: TAssignmentSummary;
  classes: readonly TClassSummary[];
  onClose: () => void;
}

/**
 * Edit settings: every setting until a student starts (then the spec's message says why they are off), the
 * due date always, and more classes or students at any time.
 */
export function EditSettingsModal({ assignment, classes, onClose }: EditSettingsModalProps) {
  const t = useAssignmentsT();
  const phone = useMediaQuery('(max-width: 36em)');
  const update = useUpdateAssignment();
  const [locked, setLocked] = useState(assignment.started);
  const [values, setValues] = useState<SettingsValues>(() => settingsOf(assignment));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [addClassIds, setAddClassIds] = useState<number[]>([]);
  const [addStudentIds, setAddStudentIds] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [nothing, setNothing] = useState(false);

  const current = new Set(assignment.classes.map((c) => c.id));
  const otherClasses = classes.filter((c) => !current.has(c.id));

  const change = (patch: Partial<SettingsValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof SettingsErrors];
      return next;
    });
    setNothing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const built = buildUpdate(assignment, values, { addClassIds, addStudentIds }, locked, {
      startInvalid: t('assignments.settings.startInvalid'),
      dueInvalid: t('assignments.settings.dueInvalid'),
      titleRequired: t('assignments.settings.titleRequired'),
    });
    setErrors(built.errors);
    const first = (['feedbackOption', 'startsAt', 'dueAt', 'title'] as const).find((k) => built.errors[k]);
    if (first) {
      focusField(`edit-${first}`);
      return;
    }
    if (!built.request) {
      setNothing(true);
      return;
    }
    update.mutate(
      { id: assignment.id, patch: built.request },
      {
        onSuccess: (saved) => {
          notifySuccess(saved.message || MESSAGES.assignmentUpdated);
          onClose();
        },
        onError: (error) => {
          // Started since the list was loaded: lock the settings and keep the teacher's due date and additions.
          if (isApiError(error) && error.status === 409) {
            setLocked(true);
            setValues((v) => ({ ...settingsOf(assignment), dueAt: v.dueAt }));
          }
          const byField = fieldErrors(error);
          const known: SettingsErrors = {};
          for (const key of ['feedbackOption', 'startsAt', 'dueAt', 'title'] as const)
            if (byField[key]) known[key] = byField[key];
          if (Object.keys(known).length) setErrors(known);
          else setRefusal(error);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={update.isPending ? () => {} : onClose}
      title={t('assignments.edit.title', { title: assignment.title })}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('assignments.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {locked ? (
            <WarningAlert title={t('assignments.settings.locked')}>
              <Text size="sm">{MESSAGES.assignmentStarted}</Text>
              <Text size="sm">{t('assignments.edit.startedNote')}</Text>
            </WarningAlert>
          ) : null}
          <Stack gap="sm" component="section" aria-labelledby="edit-settings-heading">
            <Title order={3} size="h5" id="edit-settings-heading">
              {t('assignments.edit.settingsHeading')}
            </Title>
            <SettingsFields
              idPrefix="edit"
              values={values}
              onChange={change}
              errors={errors}
              locked={locked}
              titleOptional={false}
            />
          </Stack>
          <Divider />
          <Stack gap="md" component="section" aria-labelledby="edit-add-heading">
            <Title order={3} size="h5" id="edit-add-heading">
              {t('assignments.edit.addHeading')}
            </Title>
            {otherClasses.length ? (
              <ClassChecklist
                id="edit-add-classes"
                classes={otherClasses}
                value={addClassIds}
                onChange={(ids) => {
                  setAddClassIds(ids);
                  setNothing(false);
                }}
                label={t('assignments.edit.addClasses')}
                description=""
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('assignments.edit.noOtherClasses')}
              </Text>
            )}
            <AddStudentsPicker
              assignmentId={assignment.id}
              classes={classes}
              value={addStudentIds}
              onChange={(ids) => {
                setAddStudentIds(ids);
                setNothing(false);
              }}
            />
          </Stack>
          <ServerErrorAlert error={refusal} />
          {nothing ? (
            <Text size="sm" role="status">
              {t('assignments.edit.nothing')}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('assignments.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('assignments.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
