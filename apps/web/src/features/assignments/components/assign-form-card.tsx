import {
  FEEDBACK_OPTIONS,
  MESSAGES,
  type TAssignmentSaved,
  type TClassSummary,
  type TWorksheetDetail,
} from '@clearsheets/shared';
import { Box, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { useCreateAssignment } from '../api/assignment-mutations';
import { useAssignmentsT } from '../i18n';
import { clearDraft, readDraft, saveDraft } from '../lib/assign-draft';
import {
  type AssignFormErrors,
  type AssignFormValues,
  checkAssignForm,
  chosenCount,
  firstErrorField,
  studentsOfClasses,
} from '../lib/assign-form';
import { focusField } from '../lib/focus-field';
import { blockedByLicense, isFreeLicenseOnly } from '../lib/license';
import { studentRangePath } from '../lib/paths';
import { defaultSettings } from '../lib/settings-form';
import { AudienceFields } from './audience-fields';
import { ClassChecklist } from './class-checklist';
import { fieldErrors, notifySuccess, ServerErrorAlert } from './feedback';
import { FreeLicenseAlert, NotReadyAlert } from './license-alerts';
import { SettingsFields } from './settings-fields';

// The assign form: classes, whole class or chosen students, the settings; every problem beside its field.

const FIELD_IDS: Record<keyof AssignFormErrors, string> = {
  classIds: 'assign-classIds',
  students: 'assign-students',
  feedbackOption: 'assign-feedbackOption',
  startsAt: 'assign-startsAt',
  dueAt: 'assign-dueAt',
  title: 'assign-title',
};

export interface AssignFormProps {
  worksheet: TWorksheetDetail;
  classes: TClassSummary[];
  onDone: (saved: TAssignmentSaved) => void;
}

/** The assign form of one worksheet; the values survive a visit to the student range page. */
export function AssignForm({ worksheet, classes, onDone }: AssignFormProps) {
  const t = useAssignmentsT();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.status === 'signedIn' ? (session.user?.UserId ?? null) : null;
  const me = useMe();
  const create = useCreateAssignment();
  const [values, setValues] = useState<AssignFormValues>(() => {
    const draft = readDraft(userId, worksheet.id);
    const known = new Set(classes.map((c) => c.id));
    if (draft) return { ...draft, classIds: draft.classIds.filter((id) => known.has(id)) };
    // A newcomer's first assignment in one click: the only class ticked, feedback at the end (nothing tells a
    // student how they did before they hand in) unless the teacher chooses after each question.
    return {
      ...defaultSettings(new Date()),
      feedbackOption: FEEDBACK_OPTIONS.atTheEnd,
      classIds: classes.length === 1 ? [classes[0]!.id] : [],
      audience: 'class',
      students: {},
    };
  });
  const [errors, setErrors] = useState<AssignFormErrors>({});
  const [refusal, setRefusal] = useState<unknown>(null);

  useEffect(() => saveDraft(userId, worksheet.id, values), [userId, worksheet.id, values]);

  const blocked = blockedByLicense(worksheet, isFreeLicenseOnly(me.data));
  const notReady = !worksheet.isReady;
  const settingsMessages = {
    startInvalid: t('assignments.settings.startInvalid'),
    dueInvalid: t('assignments.settings.dueInvalid'),
  };

  const change = (patch: Partial<AssignFormValues>) => {
    setValues((current) => {
      const next = { ...current, ...patch };
      if (patch.classIds) next.students = studentsOfClasses(next.students, patch.classIds);
      return next;
    });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof AssignFormErrors];
      if (patch.classIds || patch.audience) delete next.students;
      return next;
    });
  };

  const chooseStudents = () => {
    if (values.classIds.length === 0) {
      setErrors((current) => ({ ...current, classIds: MESSAGES.selectClassFirst }));
      focusField(FIELD_IDS.classIds);
      return;
    }
    saveDraft(userId, worksheet.id, { ...values, audience: 'students' });
    navigate(studentRangePath(worksheet.id, values.classIds));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = checkAssignForm(values, worksheet.id, new Date(), settingsMessages);
    setErrors(checked.errors);
    const first = firstErrorField(checked.errors);
    if (first || !checked.request) {
      if (first) focusField(FIELD_IDS[first]);
      return;
    }
    create.mutate(checked.request, {
      onSuccess: (saved) => {
        clearDraft(userId, worksheet.id);
        notifySuccess(MESSAGES.worksheetAssigned);
        onDone(saved);
      },
      onError: (error) => {
        const byField = fieldErrors(error);
        const known: AssignFormErrors = {};
        if (byField.classIds) known.classIds = byField.classIds;
        if (byField.studentIds) known.students = byField.studentIds;
        for (const key of ['feedbackOption', 'startsAt', 'dueAt', 'title'] as const)
          if (byField[key]) known[key] = byField[key];
        const firstKnown = firstErrorField(known);
        if (firstKnown) {
          setErrors(known);
          focusField(FIELD_IDS[firstKnown]);
        } else setRefusal(error);
      },
    });
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <Stack gap="md">
      {blocked ? <FreeLicenseAlert id="assign-license" /> : null}
      {notReady ? <NotReadyAlert worksheet={worksheet} id="assign-not-ready" /> : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="white">
        <form onSubmit={submit} noValidate aria-label={t('assignments.assign.title')}>
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
              <Stack gap="md" component="section" aria-labelledby="assign-who-heading">
                <Title order={2} size="h4" id="assign-who-heading">
                  {t('assignments.assign.whoHeading')}
                </Title>
                {classes.length === 0 ? (
                  <Box id={FIELD_IDS.classIds}>
                    <NoClasses error={errors.classIds} />
                  </Box>
                ) : (
                  <Box id={FIELD_IDS.classIds}>
                    <ClassChecklist
                      id="assign-class-group"
                      classes={classes}
                      value={values.classIds}
                      onChange={(classIds) => change({ classIds })}
                      error={errors.classIds}
                    />
                  </Box>
                )}
                <AudienceFields
                  audience={values.audience}
                  onAudience={(audience) => change({ audience })}
                  chosen={chosenCount(values.students, values.classIds)}
                  error={errors.students}
                  onChooseStudents={chooseStudents}
                />
              </Stack>
              <Stack gap="md" component="section" aria-labelledby="assign-settings-heading">
                <Title order={2} size="h4" id="assign-settings-heading">
                  {t('assignments.assign.settingsHeading')}
                </Title>
                <SettingsFields
                  idPrefix="assign"
                  values={values}
                  onChange={change}
                  errors={errors}
                  titlePlaceholder={worksheet.title}
                />
              </Stack>
            </SimpleGrid>
            <Divider />
            <ServerErrorAlert error={refusal} />
            {errorCount > 0 ? (
              <Text size="sm" c="red.9">
                {t('assignments.assign.fixErrors', { count: errorCount })}
              </Text>
            ) : null}
            <Group gap="sm">
              <Button
                type="submit"
                loading={create.isPending}
                disabled={blocked || notReady}
                aria-describedby={blocked ? 'assign-license' : notReady ? 'assign-not-ready' : undefined}
              >
                {t('assignments.assign.submit')}
              </Button>
              <Button component={Link} to={PATHS.teacherAssignmentHome} variant="default">
                {t('assignments.assign.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

/** No classes yet: nothing to assign to, and the way to create one. */
function NoClasses({ error }: { error?: string }) {
  const t = useAssignmentsT();
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('assignments.classes.none')}</Text>
      <Text size="sm" c="dimmed">
        {t('assignments.classes.noneBody')}
      </Text>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
      <Button component={Link} to={PATHS.teacherCreateClass} variant="default" size="sm" w="fit-content">
        {t('assignments.classes.create')}
      </Button>
    </Stack>
  );
}
