import { MESSAGES, type TCreateAssignmentRequest } from '@clearsheets/shared';
import { checkSettings, type SettingsCheckOptions, type SettingsErrors, type SettingsValues } from './settings-form';

// The assign form: which classes, the whole class or chosen students (the student range), and the settings.

export type Audience = 'class' | 'students';

/** Chosen students by class id (the student range page fills it). */
export type StudentChoice = Record<number, number[]>;

export interface AssignFormValues extends SettingsValues {
  classIds: number[];
  audience: Audience;
  students: StudentChoice;
}

export type AssignFormErrors = SettingsErrors & { classIds?: string; students?: string };

/** The chosen students of the chosen classes only (a class unticked later takes its students with it). */
export function studentsOfClasses(students: StudentChoice, classIds: readonly number[]): StudentChoice {
  const out: StudentChoice = {};
  for (const id of classIds) {
    const list = students[id];
    if (list?.length) out[id] = [...list];
  }
  return out;
}

/** How many students are chosen across the chosen classes. */
export const chosenCount = (students: StudentChoice, classIds: readonly number[]) =>
  Object.values(studentsOfClasses(students, classIds)).reduce((sum, list) => sum + list.length, 0);

/**
 * Checks the whole form (every problem at once, each beside its field) and builds the request. Classes come
 * first, as on the server: `Please select class first`; then `Choose teacher option first`.
 */
export function checkAssignForm(
  values: AssignFormValues,
  worksheetId: number,
  now: Date,
  messages: SettingsCheckOptions['messages'],
): { errors: AssignFormErrors; request: TCreateAssignmentRequest | null } {
  const errors: AssignFormErrors = {};
  if (values.classIds.length === 0) errors.classIds = MESSAGES.selectClassFirst;
  else if (values.audience === 'students' && chosenCount(values.students, values.classIds) === 0)
    errors.students = MESSAGES.addStudents;
  const settings = checkSettings(values, now, { messages });
  Object.assign(errors, settings.errors);
  if (Object.keys(errors).length > 0 || !settings.request) return { errors, request: null };
  const request: TCreateAssignmentRequest = {
    classIds: [...values.classIds],
    worksheetId,
    ...settings.request,
    feedbackOption: settings.request.feedbackOption as 1 | 2,
  };
  if (values.audience === 'students')
    request.studentIds = [...new Set(Object.values(studentsOfClasses(values.students, values.classIds)).flat())];
  return { errors, request };
}

/** The first field with a problem, in the form's order, to move the focus there. */
export function firstErrorField(errors: AssignFormErrors): keyof AssignFormErrors | null {
  const order: (keyof AssignFormErrors)[] = ['classIds', 'students', 'feedbackOption', 'startsAt', 'dueAt', 'title'];
  return order.find((key) => errors[key]) ?? null;
}
