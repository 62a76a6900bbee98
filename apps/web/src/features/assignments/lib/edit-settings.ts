import { MESSAGES, type TAssignmentSummary, type TUpdateAssignmentRequest } from '@clearsheets/shared';
import {
  type FeedbackOption,
  fromLocalInput,
  type SettingsErrors,
  type SettingsValues,
  toLocalInput,
} from './settings-form';

// "Edit settings" of an assignment: the form starts from what it is now, and only what changed is sent. Once
// a student started, only the due date changes (the server says so too), and classes or students are added.

/** The form's values for an assignment as it is now. */
export function settingsOf(a: TAssignmentSummary): SettingsValues {
  return {
    feedbackOption: a.feedbackOption === 1 || a.feedbackOption === 2 ? (a.feedbackOption as FeedbackOption) : null,
    startsAt: toLocalInput(new Date(a.startsAt)),
    dueAt: a.dueAt ? toLocalInput(new Date(a.dueAt)) : '',
    readAloud: a.readAloud,
    shuffle: a.shuffle,
    title: a.title,
  };
}

export interface EditAdditions {
  addClassIds: number[];
  addStudentIds: number[];
}

/**
 * The PATCH body for what changed, or the errors. `locked` (students started) leaves every setting but the
 * due date out. `null` request with no errors: nothing changed.
 */
export function buildUpdate(
  original: TAssignmentSummary,
  values: SettingsValues,
  additions: EditAdditions,
  locked: boolean,
  messages: { startInvalid: string; dueInvalid: string; titleRequired: string },
): { errors: SettingsErrors; request: TUpdateAssignmentRequest | null } {
  const before = settingsOf(original);
  const errors: SettingsErrors = {};
  const patch: TUpdateAssignmentRequest = {};

  const start = fromLocalInput(values.startsAt);
  if (!locked && values.startsAt !== before.startsAt) {
    if (!start) errors.startsAt = messages.startInvalid;
    else patch.startsAt = start.toISOString();
  }
  const effectiveStart = values.startsAt !== before.startsAt && start ? start : new Date(original.startsAt);

  if (values.dueAt !== before.dueAt) {
    if (!values.dueAt.trim()) patch.dueAt = null;
    else {
      const due = fromLocalInput(values.dueAt);
      if (!due) errors.dueAt = messages.dueInvalid;
      else if (due.getTime() <= effectiveStart.getTime()) errors.dueAt = MESSAGES.dueBeforeStart;
      else patch.dueAt = due.toISOString();
    }
  }

  if (!locked) {
    if (values.feedbackOption === null) errors.feedbackOption = MESSAGES.chooseTeacherFirst;
    else if (values.feedbackOption !== before.feedbackOption) patch.feedbackOption = values.feedbackOption;
    if (values.readAloud !== before.readAloud) patch.readAloud = values.readAloud;
    if (values.shuffle !== before.shuffle) patch.shuffle = values.shuffle;
    const title = values.title.trim();
    if (!title) errors.title = messages.titleRequired;
    else if (title !== before.title) patch.title = title;
  }

  if (additions.addClassIds.length) patch.addClassIds = [...new Set(additions.addClassIds)];
  if (additions.addStudentIds.length) patch.addStudentIds = [...new Set(additions.addStudentIds)];
  if (Object.keys(errors).length) return { errors, request: null };
  return { errors, request: Object.keys(patch).length ? patch : null };
}
