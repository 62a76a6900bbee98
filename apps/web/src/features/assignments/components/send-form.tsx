import { MESSAGES, type TWorksheetSummary } from '@clearsheets/shared';
import { Button, Divider, Group, Stack, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSendStaffAssignment } from '../api/staff-assignment-api';
import { useAssignmentsT } from '../i18n';
import { focusField } from '../lib/focus-field';
import { checkSettings, defaultSettings, type SettingsErrors, type SettingsValues } from '../lib/settings-form';
import { fieldErrors, notifySuccess, ServerErrorAlert } from './feedback';
import { SettingsFields } from './settings-fields';
import { TeacherPicker } from './teacher-picker';
import { WorksheetPicker } from './worksheet-picker';

type SendErrors = SettingsErrors & { worksheet?: string; teachers?: string; note?: string };

const FIELD_IDS: Record<keyof SendErrors, string> = {
  worksheet: 'send-worksheet',
  teachers: 'send-teachers',
  feedbackOption: 'send-feedbackOption',
  startsAt: 'send-startsAt',
  dueAt: 'send-dueAt',
  title: 'send-title',
  note: 'send-note',
};

/** Send a worksheet to teachers: which worksheet, which teachers, the settings for their classes and a note. */
export function SendForm({ district, onSent }: { district: boolean; onSent: () => void }) {
  const t = useAssignmentsT();
  const send = useSendStaffAssignment();
  const [worksheet, setWorksheet] = useState<TWorksheetSummary | null>(null);
  const [teacherIds, setTeacherIds] = useState<Set<number>>(new Set());
  const [values, setValues] = useState<SettingsValues>(() => defaultSettings(new Date()));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<SendErrors>({});
  const [refusal, setRefusal] = useState<unknown>(null);

  const clear = (...keys: (keyof SendErrors)[]) =>
    setErrors((e) => {
      const next = { ...e };
      for (const key of keys) delete next[key];
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = checkSettings(values, new Date(), {
      messages: {
        startInvalid: t('assignments.settings.startInvalid'),
        dueInvalid: t('assignments.settings.dueInvalid'),
      },
    });
    const all: SendErrors = {
      ...(worksheet ? {} : { worksheet: t('assignments.staff.worksheetRequired') }),
      ...(teacherIds.size ? {} : { teachers: t('assignments.staff.teachersRequired') }),
      ...checked.errors,
    };
    setErrors(all);
    const first = (Object.keys(FIELD_IDS) as (keyof SendErrors)[]).find((k) => all[k]);
    if (first || !checked.request || !worksheet) {
      if (first) focusField(FIELD_IDS[first]);
      return;
    }
    send.mutate(
      { ...checked.request, worksheetId: worksheet.id, teacherIds: [...teacherIds], note: note.trim() },
      {
        onSuccess: (saved) => {
          notifySuccess(saved.message || MESSAGES.assignmentAdded);
          setWorksheet(null);
          setTeacherIds(new Set());
          setValues(defaultSettings(new Date()));
          setNote('');
          onSent();
        },
        onError: (error) => {
          const byField = fieldErrors(error);
          const known: SendErrors = {};
          if (byField.worksheetId) known.worksheet = byField.worksheetId;
          if (byField.teacherIds) known.teachers = byField.teacherIds;
          for (const key of ['feedbackOption', 'startsAt', 'dueAt', 'title', 'note'] as const)
            if (byField[key]) known[key] = byField[key];
          if (Object.keys(known).length) setErrors(known);
          else setRefusal(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('assignments.staff.tabSend')}>
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="send-worksheet-heading">
          <Title order={2} size="h4" id="send-worksheet-heading">
            {t('assignments.staff.worksheetLegend')}
          </Title>
          <WorksheetPicker
            value={worksheet}
            onChange={(w) => {
              setWorksheet(w);
              clear('worksheet');
            }}
            error={errors.worksheet}
          />
        </Stack>
        <Divider />
        <TeacherPicker
          id={FIELD_IDS.teachers}
          district={district}
          value={teacherIds}
          onChange={(next) => {
            setTeacherIds(next);
            clear('teachers');
          }}
          error={errors.teachers}
        />
        <Divider />
        <Stack gap="sm" component="section" aria-labelledby="send-settings-heading">
          <Title order={2} size="h4" id="send-settings-heading">
            {t('assignments.staff.settingsLegend')}
          </Title>
          <SettingsFields
            idPrefix="send"
            values={values}
            onChange={(patch) => {
              setValues((v) => ({ ...v, ...patch }));
              clear(...(Object.keys(patch) as (keyof SendErrors)[]));
            }}
            errors={errors}
            titlePlaceholder={worksheet?.title}
          />
          <Textarea
            id={FIELD_IDS.note}
            label={t('assignments.staff.note')}
            description={t('assignments.staff.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            errorProps={{ role: 'alert' }}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
          />
        </Stack>
        <ServerErrorAlert error={refusal} />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('assignments.staff.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
