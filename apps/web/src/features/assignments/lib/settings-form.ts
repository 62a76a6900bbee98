import { type FEEDBACK_OPTIONS, MESSAGES } from '@clearsheets/shared';

// The settings a teacher (or an admin sending to teachers) chooses for an assignment, as the form holds them,
// and their checks before anything is sent. Dates are `datetime-local` values in the browser's time zone.

export type FeedbackOption = (typeof FEEDBACK_OPTIONS)[keyof typeof FEEDBACK_OPTIONS];

export interface SettingsValues {
  /** Null until chosen (`Choose teacher option first`); the assign form starts at feedback at the end. */
  feedbackOption: FeedbackOption | null;
  /** `YYYY-MM-DDTHH:mm`; a start in the past (or now) means "start now". */
  startsAt: string;
  /** `YYYY-MM-DDTHH:mm`, or '' for no due date. */
  dueAt: string;
  readAloud: boolean;
  shuffle: boolean;
  /** '' keeps the worksheet's title. */
  title: string;
}

export type SettingsField = 'feedbackOption' | 'startsAt' | 'dueAt' | 'title';
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The settings part of a request: only what differs from the server's defaults is named. */
export interface SettingsRequest {
  feedbackOption?: FeedbackOption;
  startsAt?: string;
  dueAt?: string | null;
  readAloud: boolean;
  shuffle: boolean;
  title?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a `datetime-local` value in the browser's time zone (minutes, no seconds). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** A `datetime-local` value as a date, or null when it is empty or not a date. */
export function fromLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // new Date rolls 2025-02-31 over to March: such a value is not a real date.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d || h > 23 || mi > 59) return null;
  return date;
}

/** Fresh settings: starting now, no due date, read-aloud on, no shuffle, no teacher option yet. */
export function defaultSettings(now: Date): SettingsValues {
  return { feedbackOption: null, startsAt: toLocalInput(now), dueAt: '', readAloud: true, shuffle: false, title: '' };
}

/** A start within this margin of now is "now": the server then starts it at the moment it is created. */
const NOW_MARGIN_MS = 60_000;

export interface SettingsCheckOptions {
  /** The messages for the fields this form does not check itself (the catalogue's wording otherwise). */
  messages: { startInvalid: string; dueInvalid: string };
  /** Accepting a district or school assignment may keep the admin's option. */
  feedbackRequired?: boolean;
}

/**
 * Checks the settings in the order the teacher reads them and builds the request's settings part. A start
 * that is not in the future is left out (the server starts the assignment when it is created).
 */
export function checkSettings(
  values: SettingsValues,
  now: Date,
  options: SettingsCheckOptions,
): { errors: SettingsErrors; request: SettingsRequest | null } {
  const errors: SettingsErrors = {};
  const required = options.feedbackRequired ?? true;
  if (values.feedbackOption === null && required) errors.feedbackOption = MESSAGES.chooseTeacherFirst;

  const start = values.startsAt.trim() ? fromLocalInput(values.startsAt) : null;
  if (values.startsAt.trim() && !start) errors.startsAt = options.messages.startInvalid;
  const startsLater = start !== null && start.getTime() > now.getTime() + NOW_MARGIN_MS;
  const effectiveStart = startsLater && start ? start : now;

  const due = values.dueAt.trim() ? fromLocalInput(values.dueAt) : null;
  if (values.dueAt.trim() && !due) errors.dueAt = options.messages.dueInvalid;
  else if (due && due.getTime() <= effectiveStart.getTime()) errors.dueAt = MESSAGES.dueBeforeStart;

  const title = values.title.trim();
  if (Object.keys(errors).length > 0) return { errors, request: null };
  const request: SettingsRequest = { readAloud: values.readAloud, shuffle: values.shuffle };
  if (values.feedbackOption !== null) request.feedbackOption = values.feedbackOption;
  if (startsLater && start) request.startsAt = start.toISOString();
  if (due) request.dueAt = due.toISOString();
  if (title) request.title = title;
  return { errors, request };
}
