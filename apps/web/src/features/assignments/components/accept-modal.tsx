import { MESSAGES, type TClassSummary, type TReceivedStaffAssignment } from '@clearsheets/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/route-access';
import { useAcceptStaffAssignment } from '../api/assignment-mutations';
import { useAssignmentsT } from '../i18n';
import { focusField } from '../lib/focus-field';
import { checkSettings, type SettingsErrors, type SettingsValues, toLocalInput } from '../lib/settings-form';
import { ClassChecklist } from './class-checklist';
import { fieldErrors, notifySuccess, ServerErrorAlert } from './feedback';
import { SettingsFields } from './settings-fields';

interface AcceptModalProps {
  received: TReceivedStaffAssignment;
  classes: readonly TClassSummary[];
  onClose: () => void;
  onAccepted: (assignmentId: number) => void;
}

/** The admin's settings as the form's starting values (the teacher may change them for their classes). */
function settingsFrom(received: TReceivedStaffAssignment, now: Date): SettingsValues {
  const start = received.startsAt && new Date(received.startsAt) > now ? new Date(received.startsAt) : now;
  return {
    feedbackOption: received.feedbackOption === 1 || received.feedbackOption === 2 ? received.feedbackOption : null,
    startsAt: toLocalInput(start),
    dueAt: received.dueAt ? toLocalInput(new Date(received.dueAt)) : '',
    readAloud: received.readAloud,
    shuffle: received.shuffle,
    title: received.title,
  };
}

/** Accept a district or school assignment: choose classes and the teacher option, then it is assigned. */
export function AcceptModal({ received, classes, onClose, onAccepted }: AcceptModalProps) {
  const t = useAssignmentsT();
  const phone = useMediaQuery('(max-width: 36em)');
  const accept = useAcceptStaffAssignment();
  const [classIds, setClassIds] = useState<number[]>([]);
  const [values, setValues] = useState<SettingsValues>(() => settingsFrom(received, new Date()));
  const [errors, setErrors] = useState<SettingsErrors & { classIds?: string }>({});
  const [refusal, setRefusal] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = checkSettings(values, new Date(), {
      messages: {
        startInvalid: t('assignments.settings.startInvalid'),
        dueInvalid: t('assignments.settings.dueInvalid'),
      },
    });
    const all = { ...(classIds.length ? {} : { classIds: MESSAGES.selectClassFirst }), ...checked.errors };
    setErrors(all);
    const first = (['classIds', 'feedbackOption', 'startsAt', 'dueAt', 'title'] as const).find((k) => all[k]);
    if (first || !checked.request) {
      if (first) focusField(`accept-${first}`);
      return;
    }
    const { feedbackOption, ...rest } = checked.request;
    accept.mutate(
      {
        id: received.id,
        body: { classIds, ...rest, ...(feedbackOption ? { feedbackOption } : {}), dueAt: rest.dueAt ?? null },
      },
      {
        onSuccess: (saved) => {
          notifySuccess(MESSAGES.worksheetAssigned);
          onAccepted(saved.id);
        },
        onError: (error) => {
          const byField = fieldErrors(error);
          const known: typeof errors = {};
          if (byField.classIds) known.classIds = byField.classIds;
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
      onClose={accept.isPending ? () => {} : onClose}
      title={t('assignments.accept.title', { title: received.title })}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('assignments.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Text size="sm">{t('assignments.accept.intro', { from: received.from })}</Text>
          {received.note ? (
            <Text size="sm" fs="italic">
              {t('assignments.home.note')}: {received.note}
            </Text>
          ) : null}
          <div id="accept-classIds">
            {classes.length ? (
              <ClassChecklist
                id="accept-class-group"
                classes={classes}
                value={classIds}
                onChange={(ids) => {
                  setClassIds(ids);
                  setErrors((e) => ({ ...e, classIds: undefined }));
                }}
                error={errors.classIds}
              />
            ) : (
              <Stack gap="xs">
                <Text fw={600}>{t('assignments.classes.none')}</Text>
                <Button component={Link} to={PATHS.teacherCreateClass} variant="default" size="sm" w="fit-content">
                  {t('assignments.classes.create')}
                </Button>
              </Stack>
            )}
          </div>
          <SettingsFields
            idPrefix="accept"
            values={values}
            onChange={(patch) => {
              setValues((v) => ({ ...v, ...patch }));
              setErrors((e) => {
                const next = { ...e };
                for (const key of Object.keys(patch)) delete next[key as keyof SettingsErrors];
                return next;
              });
            }}
            errors={errors}
            feedbackFrom={received.from}
            titlePlaceholder={received.worksheetTitle}
          />
          <ServerErrorAlert error={refusal} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={accept.isPending}>
              {t('assignments.cancel')}
            </Button>
            <Button type="submit" loading={accept.isPending}>
              {t('assignments.accept.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
