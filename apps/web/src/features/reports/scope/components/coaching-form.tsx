import { COACHING_MAX_STANDARDS, type TCoachingCycle, ZCoachingCycleInput } from '@clearsheets/shared';
import { Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../../lib/api-error';
import { useGradeSubjectLabels } from '../../../../lib/grade-subject';
import { useReportsT } from '../../i18n';
import { notifySuccess } from '../../lib/notices';
import { useSaveCycle, useStandardOptions, useSubjects } from '../api/scope-queries';
import { useScopeT } from '../i18n';

interface CoachingFormProps {
  opened: boolean;
  onClose: () => void;
  teachers: { id: number; name: string }[];
  /** The cycle to change; absent: a new one. */
  cycle?: TCoachingCycle;
  onSaved: (cycle: TCoachingCycle) => void;
}

type Errors = Partial<Record<'title' | 'teacherId' | 'standardIds' | 'startsOn', string>>;

const todayText = () => new Date().toISOString().slice(0, 10);

/** Starts or changes a coaching cycle: a name, a teacher of the school, up to 12 standards and a start date. */
export function CoachingForm({ opened, onClose, teachers, cycle, onSaved }: CoachingFormProps) {
  const t = useScopeT();
  const r = useReportsT();
  const labels = useGradeSubjectLabels();
  const [title, setTitle] = useState(cycle?.title ?? '');
  const [teacherId, setTeacherId] = useState<string | null>(cycle ? String(cycle.teacherId) : null);
  const [grade, setGrade] = useState<string | null>(null);
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [standardIds, setStandardIds] = useState<string[]>(cycle?.standards.map((s) => String(s.id)) ?? []);
  const [startsOn, setStartsOn] = useState(cycle?.startsOn ?? todayText());
  const [errors, setErrors] = useState<Errors>({});
  const subjects = useSubjects();
  const options = useStandardOptions(grade, subjectId ? Number(subjectId) : null);
  const save = useSaveCycle();

  // The picker offers the chosen grade and subject's standards, and keeps those already chosen.
  const known = new Map<string, string>();
  for (const s of cycle?.standards ?? []) known.set(String(s.id), `${s.code} ${s.description}`);
  for (const s of options.data ?? []) known.set(String(s.id), `${s.code} ${s.description}`);
  const data = [...known.entries()].map(([value, label]) => ({
    value,
    label: label.length > 90 ? `${label.slice(0, 88)}…` : label,
  }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { title, teacherId: Number(teacherId ?? 0), standardIds: standardIds.map(Number), startsOn };
    const parsed = ZCoachingCycleInput.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: cycle?.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          notifySuccess(t('scope.coaching.saved'));
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.errors.length) {
            const next: Errors = {};
            for (const e of error.errors)
              next[e.field.replace(/^body\./, '').split('.')[0] as keyof Errors] ??= e.message;
            setErrors(next);
          } else setErrors({ title: isApiError(error) ? error.title : String(error) });
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={cycle ? t('scope.coaching.editTitle') : t('scope.coaching.start')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('scope.coaching.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('scope.coaching.name')}
            placeholder={t('scope.coaching.namePlaceholder')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            required
            maxLength={120}
          />
          <Select
            label={t('scope.coaching.teacher')}
            placeholder={t('scope.coaching.teacherPlaceholder')}
            data={teachers.map((x) => ({ value: String(x.id), label: x.name }))}
            value={teacherId}
            onChange={setTeacherId}
            error={errors.teacherId}
            searchable={teachers.length > 8}
            required
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select label={t('scope.coaching.grade')} data={labels.gradeOptions()} value={grade} onChange={setGrade} />
            <Select
              label={t('scope.coaching.subject')}
              data={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: labels.subject(s.name) }))}
              value={subjectId}
              onChange={setSubjectId}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('scope.coaching.standards')}
            placeholder={t('scope.coaching.standardsPlaceholder')}
            data={data}
            value={standardIds}
            onChange={setStandardIds}
            maxValues={COACHING_MAX_STANDARDS}
            searchable
            error={errors.standardIds}
            required
          />
          <TextInput
            type="date"
            label={t('scope.coaching.startsOn')}
            value={startsOn}
            onChange={(e) => setStartsOn(e.currentTarget.value)}
            error={errors.startsOn}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('scope.coaching.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('scope.coaching.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
