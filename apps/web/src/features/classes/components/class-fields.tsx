import { Anchor, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useMessageText } from '../../../lib/field-errors';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { PATHS } from '../../../lib/route-access';
import { useClassesT } from '../i18n';
import type { FormErrors } from '../lib/form-errors';

export interface ClassFieldValues {
  grade: string | null;
  name: string;
  subject: string | null;
}

interface ClassFieldsProps {
  values: ClassFieldValues;
  errors: FormErrors;
  onChange: (field: keyof ClassFieldValues, value: string | null) => void;
  /** Columns on wide screens: three on the create page, one in a dialog. */
  columns?: 1 | 3;
  disabled?: boolean;
  /** The grades the teacher's license opens (null or undefined: every grade). */
  allowedGrades?: readonly string[] | null;
}

/** Grade, class name and subject: the same three fields when creating and when editing a class. */
export function ClassFields({
  values,
  errors,
  onChange,
  columns = 3,
  disabled = false,
  allowedGrades,
}: ClassFieldsProps) {
  const ct = useClassesT();
  const labels = useGradeSubjectLabels();
  // The schema's and the server's messages are the catalogue's: shown in the screen's language.
  const text = useMessageText();
  const limited = !!allowedGrades;
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
      <Select
        label={ct('common.grade')}
        placeholder={ct('common.chooseGrade')}
        // The grades the license opens (null: every grade); the description explains the rest.
        data={labels.gradeOptions(allowedGrades)}
        description={
          limited ? (
            <>
              {allowedGrades.length
                ? ct('common.gradesLicensed', {
                    grades: allowedGrades.map((g) => labels.grade(g)).join(', '),
                  })
                : ct('common.noGradeLicensed')}{' '}
              <Anchor component={Link} to={PATHS.teacherSubscription} fz="inherit" underline="always">
                {ct('common.upgradeForAllGrades')}
              </Anchor>
            </>
          ) : undefined
        }
        value={values.grade}
        onChange={(value) => onChange('grade', value)}
        error={text(errors.grade)}
        allowDeselect={false}
        required
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        data-field="grade"
      />
      <TextInput
        label={ct('common.className')}
        value={values.name}
        onChange={(event) => onChange('name', event.currentTarget.value)}
        error={text(errors.name)}
        required
        maxLength={80}
        disabled={disabled}
        autoComplete="off"
        data-field="name"
      />
      <Select
        label={ct('common.subject')}
        placeholder={ct('common.chooseSubject')}
        data={labels.subjectOptions()}
        value={values.subject}
        onChange={(value) => onChange('subject', value)}
        error={text(errors.subject)}
        allowDeselect={false}
        required
        disabled={disabled}
        data-field="subject"
      />
    </SimpleGrid>
  );
}
