import { GRADES, type TCreateWorksheetRequest, type TWorksheetDetail, ZWorksheetFields } from '@clearsheets/shared';

// The worksheet details form: what the teacher fills in, checked with the server's schema so "Grade is
// required" and "Subject is required" appear beside the fields before anything is sent.

export interface DetailsValues {
  title: string;
  description: string;
  grade: string | null;
  subjectId: number | null;
  domainId: number | null;
  standardIds: number[];
}

export type DetailsErrors = Partial<Record<keyof DetailsValues, string>>;

export const emptyDetails = (defaults: { grade?: unknown; subjectId?: unknown } = {}): DetailsValues => ({
  title: '',
  description: '',
  grade:
    typeof defaults.grade === 'string' && (GRADES as readonly string[]).includes(defaults.grade)
      ? defaults.grade
      : null,
  subjectId: typeof defaults.subjectId === 'number' && defaults.subjectId > 0 ? defaults.subjectId : null,
  domainId: null,
  standardIds: [],
});

export const detailsOf = (worksheet: TWorksheetDetail): DetailsValues => ({
  title: worksheet.title,
  description: worksheet.description,
  grade: worksheet.grade,
  subjectId: worksheet.subjectId,
  domainId: worksheet.domain?.id ?? null,
  standardIds: worksheet.standards.map((s) => s.id),
});

/** A change of grade or subject empties topic and standards (they belong to one grade and subject). */
export function changeDetails(values: DetailsValues, change: Partial<DetailsValues>): DetailsValues {
  const next = { ...values, ...change };
  if (
    ('grade' in change && change.grade !== values.grade) ||
    ('subjectId' in change && change.subjectId !== values.subjectId)
  ) {
    next.domainId = null;
    next.standardIds = [];
  }
  return next;
}

/** The request body, or the first message per field when something is missing. */
export function validateDetails(
  values: DetailsValues,
): { ok: true; body: TCreateWorksheetRequest } | { ok: false; errors: DetailsErrors } {
  const parsed = ZWorksheetFields.safeParse({
    title: values.title,
    description: values.description,
    grade: values.grade ?? undefined,
    subjectId: values.subjectId ?? undefined,
    domainId: values.domainId,
    standardIds: values.standardIds,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: DetailsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof DetailsValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
