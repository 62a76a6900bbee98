import { clearsheetsGrades, MESSAGES } from '@clearsheets/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { type CreateClassResult, useCreateClass } from '../api/class-mutations';
import { ClassFields, type ClassFieldValues } from '../components/class-fields';
import { CreatedStudentsTable } from '../components/created-students-table';
import { notifySuccess, ServerErrorAlert } from '../components/feedback';
import { StudentRowsEditor } from '../components/student-rows-editor';
import { useClassesT } from '../i18n';
import { classPaths, newClassStudentLimit } from '../lib/class-format';
import { classFieldsFilled, type FormErrors, serverFieldErrors, validateCreateClass } from '../lib/form-errors';
import type { StudentRow } from '../lib/student-rows';
import '../classes.css';

const EMPTY: ClassFieldValues = { grade: null, name: '', subject: null };

/** Moves the focus to the first field with an error, so keyboard and screen reader users land on it. */
function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** /teacher/createclass: class fields, then its students, in one flow; then the new sign-in details. */
export function CreateClassPage() {
  const ct = useClassesT();
  const me = useMe();
  const create = useCreateClass();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<ClassFieldValues>(EMPTY);
  const [rows, setRows] = useState<StudentRow[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [blocked, setBlocked] = useState(false);
  const [result, setResult] = useState<CreateClassResult | null>(null);
  const limit = newClassStudentLimit(me.data?.licenses);

  const changeField = (field: keyof ClassFieldValues, value: string | null) => {
    const next = { ...fields, [field]: value ?? (field === 'name' ? '' : null) };
    setFields(next);
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    if (classFieldsFilled(next)) setBlocked(false);
  };

  const changeRows = (next: StudentRow[], changed?: string) => {
    setRows(next);
    setErrors((current) => {
      const out: FormErrors = {};
      for (const [key, message] of Object.entries(current)) {
        // An edited field clears its own message; adding or removing rows renumbers them, so clear all row ones.
        if (key === 'students' || key === changed || (!changed && key.startsWith('students.'))) continue;
        out[key] = message;
      }
      return out;
    });
  };

  const canAddStudents = () => {
    const ok = classFieldsFilled(fields);
    setBlocked(!ok);
    return ok;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.reset();
    const checked = validateCreateClass({ ...fields, students: rows });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (data) => {
        notifySuccess(MESSAGES.classAdded);
        setResult(data);
      },
      onError: (error) => {
        if (isApiError(error) && error.errors.length > 0) {
          setErrors(serverFieldErrors(error.errors, checked.indexMap));
        }
      },
    });
  };

  const startOver = () => {
    setFields(EMPTY);
    setRows([]);
    setErrors({});
    setBlocked(false);
    setResult(null);
    create.reset();
  };

  if (result) return <CreatedClassView result={result} onAnother={startOver} />;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ct('create.title')}
        </Title>
        <Text c="dimmed">{ct('create.intro')}</Text>
      </Stack>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="cc-class">
            <Title order={2} size="h3" id="cc-class" mb="sm">
              {ct('create.classHeading')}
            </Title>
            <ClassFields
              values={fields}
              errors={errors}
              onChange={changeField}
              disabled={create.isPending}
              allowedGrades={me.data ? clearsheetsGrades(me.data.licenses) : null}
            />
          </Paper>
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="cc-students">
            <Title order={2} size="h3" id="cc-students" mb={4}>
              {ct('rows.heading')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {ct('rows.intro')}
            </Text>
            <StudentRowsEditor
              rows={rows}
              errors={errors}
              onRowsChange={changeRows}
              limit={limit}
              canAdd={canAddStudents}
              blockedMessage={blocked ? MESSAGES.fillFieldsFirst : null}
              disabled={create.isPending}
            />
          </Paper>
          <ServerErrorAlert error={create.error} />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={PATHS.teacherClassManager} variant="default">
              {ct('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {ct('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** After creating: the class is ready, and each new student's username and password, shown this once. */
function CreatedClassView({ result, onAnother }: { result: CreateClassResult; onAnother: () => void }) {
  const ct = useClassesT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const classId = result.class.id;
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {ct('create.doneTitle', { name: result.class.name })}
        </Title>
        <Text c="dimmed">{ct('create.doneIntro')}</Text>
      </Stack>
      <Text fw={600} role="note">
        {ct('create.writeDown')}
      </Text>
      <CreatedStudentsTable students={result.createdStudents} />
      <Group gap="sm">
        {/* The next step of a new class: the library at its grade, where a worksheet is one click from Assign. */}
        <Button component={Link} to={`${PATHS.teacherLibrary}?grade=${result.class.grade}`}>
          {ct('create.assignFirst')}
        </Button>
        <Button component={Link} to={classPaths.cards(classId)} variant="light">
          {ct('common.printCards')}
        </Button>
        <Button component={Link} to={classPaths.manage(classId)} variant="light">
          {ct('common.openClass')}
        </Button>
        <Button variant="subtle" onClick={onAnother}>
          {ct('create.another')}
        </Button>
      </Group>
    </Stack>
  );
}
