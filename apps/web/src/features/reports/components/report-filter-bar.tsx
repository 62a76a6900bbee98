import { Button, Grid, Group, Paper, Select, TextInput } from '@mantine/core';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useReportsT } from '../i18n';
import { changeClass, idOf, type ReportFilterValues } from '../lib/filters';

interface Named {
  id: number;
  name: string;
}

interface ReportFilterBarProps {
  value: ReportFilterValues;
  onChange: (next: ReportFilterValues) => void;
  /** Each list shows its filter; leave one out and the filter is not offered. */
  classes?: Named[];
  groups?: Named[];
  grades?: string[];
  subjects?: Named[];
  assignments?: { id: number; title: string }[];
  /** The date range (from, to); on unless turned off. */
  dates?: boolean;
  /** "Save filters" (a preference, restored next time); absent: not offered. */
  onSave?: () => void;
  saving?: boolean;
}

const ALL = 'all';

/**
 * The filters of a report, in a labelled region: class, small group, grade, subject, date range, assignment, as
 * the page offers them. Choosing another class drops the old class's group and assignment.
 */
export function ReportFilterBar(props: ReportFilterBarProps) {
  const t = useReportsT();
  const { value, onChange } = props;
  const set = (patch: Partial<ReportFilterValues>) => {
    const next: ReportFilterValues = { ...value, ...patch };
    for (const key of Object.keys(patch) as (keyof ReportFilterValues)[])
      if (next[key] === undefined || next[key] === '') delete next[key];
    onChange(next);
  };
  const pickId = (raw: string | null) => (raw ? idOf(raw) : undefined);
  const labels = useGradeSubjectLabels();
  const hasNarrowing = Object.keys(value).some((key) => key !== 'classId');

  return (
    <Paper
      component="section"
      aria-label={t('reports.filters.label')}
      withBorder
      radius="md"
      p="md"
      className="cs-report-filters"
    >
      <Grid gutter="sm">
        {props.classes && (
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={t('reports.filters.class')}
              placeholder={t('reports.filters.classPlaceholder')}
              data={props.classes.map((c) => ({ value: String(c.id), label: c.name }))}
              value={value.classId ? String(value.classId) : null}
              onChange={(raw) => {
                const id = pickId(raw);
                if (id) onChange(changeClass(value, id));
              }}
              allowDeselect={false}
              searchable={props.classes.length > 8}
            />
          </Grid.Col>
        )}
        {props.groups && (
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Select
              label={t('reports.filters.group')}
              data={[
                { value: ALL, label: t('reports.filters.allStudents') },
                ...props.groups.map((g) => ({ value: String(g.id), label: g.name })),
              ]}
              value={value.groupId ? String(value.groupId) : ALL}
              onChange={(raw) => set({ groupId: pickId(raw) })}
              allowDeselect={false}
              disabled={props.groups.length === 0}
            />
          </Grid.Col>
        )}
        {props.grades && (
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Select
              label={t('reports.filters.grade')}
              data={[
                { value: ALL, label: t('reports.filters.allGrades') },
                ...props.grades.map((g) => ({ value: g, label: labels.grade(g) })),
              ]}
              value={value.grade ?? ALL}
              onChange={(raw) => set({ grade: raw && raw !== ALL ? raw : undefined })}
              allowDeselect={false}
            />
          </Grid.Col>
        )}
        {props.subjects && (
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Select
              label={t('reports.filters.subject')}
              data={[
                { value: ALL, label: t('reports.filters.allSubjects') },
                ...props.subjects.map((s) => ({ value: String(s.id), label: labels.subject(s.name) })),
              ]}
              value={value.subjectId ? String(value.subjectId) : ALL}
              onChange={(raw) => set({ subjectId: pickId(raw) })}
              allowDeselect={false}
            />
          </Grid.Col>
        )}
        {props.dates !== false && (
          <>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                type="date"
                label={t('reports.filters.from')}
                value={value.from ?? ''}
                max={value.to}
                onChange={(e) => set({ from: e.currentTarget.value || undefined })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                type="date"
                label={t('reports.filters.to')}
                value={value.to ?? ''}
                min={value.from}
                onChange={(e) => set({ to: e.currentTarget.value || undefined })}
              />
            </Grid.Col>
          </>
        )}
        {props.assignments && (
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Select
              label={t('reports.filters.assignment')}
              data={[
                { value: ALL, label: t('reports.filters.allAssignments') },
                ...props.assignments.map((a) => ({ value: String(a.id), label: a.title })),
              ]}
              value={value.assignmentId ? String(value.assignmentId) : ALL}
              onChange={(raw) => set({ assignmentId: pickId(raw) })}
              allowDeselect={false}
              searchable={props.assignments.length > 8}
            />
          </Grid.Col>
        )}
      </Grid>
      {(props.onSave || hasNarrowing) && (
        <Group gap="sm" mt="sm" className="cs-no-print">
          {props.onSave && (
            <Button size="sm" variant="light" onClick={props.onSave} loading={props.saving}>
              {t('reports.filters.save')}
            </Button>
          )}
          {hasNarrowing && (
            <Button
              size="sm"
              variant="subtle"
              onClick={() => onChange(value.classId ? { classId: value.classId } : {})}
            >
              {t('reports.filters.clear')}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
