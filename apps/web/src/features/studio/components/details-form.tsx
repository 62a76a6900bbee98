import { STATE_TEXAS_ID } from '@clearsheets/shared';
import { Grid, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useMe } from '../../../lib/me-query';
import { useDomains, useGrades, useStandards, useSubjects } from '../api/studio-queries';
import { useStudioT } from '../i18n';
import { changeDetails, type DetailsErrors, type DetailsValues } from '../lib/details-form';

interface DetailsFormProps {
  values: DetailsValues;
  errors: DetailsErrors;
  onChange: (values: DetailsValues, changed: keyof DetailsValues) => void;
}

/** Title, grade, subject, topic, standards (of that grade, subject and topic) and description. */
export function DetailsForm({ values, errors, onChange }: DetailsFormProps) {
  const t = useStudioT();
  const labels = useGradeSubjectLabels();
  const me = useMe();
  const grades = useGrades(me.data?.state?.id ?? STATE_TEXAS_ID);
  const subjects = useSubjects();
  const domains = useDomains(values.grade, values.subjectId);
  const standards = useStandards(values.grade, values.subjectId);
  const set = (change: Partial<DetailsValues>) =>
    onChange(changeDetails(values, change), Object.keys(change)[0] as keyof DetailsValues);
  // The state's grades that have standards (every grade until they load), named in the screen's language.
  const gradeOptions = labels.gradeOptions(grades.data?.map((g) => g.grade));
  const inTopic = (standards.data ?? []).filter((s) => !values.domainId || s.domainId === values.domainId);
  // Standards already chosen stay listed (and removable) when the topic narrows the list.
  const chosen = (standards.data ?? []).filter((s) => values.standardIds.includes(s.id) && !inTopic.includes(s));
  const ready = !!values.grade && !!values.subjectId;

  return (
    <Grid gutter="sm">
      <Grid.Col span={12}>
        <TextInput
          label={t('studio.details.title')}
          value={values.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          error={errors.title}
          maxLength={200}
          withAsterisk
          data-autofocus
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <Select
          label={t('studio.details.grade')}
          placeholder={t('studio.details.chooseGrade')}
          data={gradeOptions}
          value={values.grade}
          onChange={(grade) => set({ grade })}
          error={errors.grade}
          withAsterisk
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <Select
          label={t('studio.details.subject')}
          placeholder={t('studio.details.chooseSubject')}
          data={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: labels.subject(s.name) }))}
          value={values.subjectId ? String(values.subjectId) : null}
          onChange={(id) => set({ subjectId: id ? Number(id) : null })}
          error={errors.subjectId}
          withAsterisk
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Select
          label={`${t('studio.details.topic')} (${t('studio.optional')})`}
          data={[
            { value: '', label: t('studio.details.noTopic') },
            ...(domains.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
          ]}
          value={values.domainId ? String(values.domainId) : ''}
          onChange={(id) => set({ domainId: id ? Number(id) : null })}
          disabled={!ready}
          error={errors.domainId}
          allowDeselect={false}
          comboboxProps={{ width: 'target' }}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <MultiSelect
          label={`${t('studio.details.standards')} (${t('studio.optional')})`}
          placeholder={values.standardIds.length ? undefined : t('studio.details.standardsPlaceholder')}
          data={[...chosen, ...inTopic].map((s) => ({ value: String(s.id), label: `${s.code} ${s.description}` }))}
          value={values.standardIds.map(String)}
          onChange={(ids) => set({ standardIds: ids.map(Number) })}
          disabled={!ready}
          error={errors.standardIds}
          searchable
          hidePickedOptions
          maxDropdownHeight={300}
          comboboxProps={{ width: 'target' }}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={`${t('studio.details.description')} (${t('studio.optional')})`}
          description={t('studio.details.descriptionHint')}
          value={values.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          error={errors.description}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
        />
      </Grid.Col>
    </Grid>
  );
}
