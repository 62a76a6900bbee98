import {
  FREE_CLASS_STUDENT_LIMIT,
  LICENSES,
  type LicenseCode,
  PRODUCT_ID_CLEARSHEETS,
  type TClassSummary,
  type TMe,
} from '@clearsheets/shared';
import { localeDateFormat } from '../../../lib/locale-format';
import { PATHS } from '../../../lib/route-access';

/** "12 / 30" when the class has a limit (free license), else just the count. */
export function studentCountLabel(count: number, limit: number | null): string {
  return limit === null ? String(count) : `${count} / ${limit}`;
}

export const fullName = (p: { firstName: string; lastName: string }): string => `${p.firstName} ${p.lastName}`.trim();

/** The class's teachers, primary teacher first. */
export function teacherNames(teachers: TClassSummary['teachers']): string {
  return [...teachers]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.name.localeCompare(b.name))
    .map((t) => t.name)
    .join(', ');
}

const dateFormat = localeDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

/** A server timestamp as "Nov 21, 2026"; an unreadable one is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** Why: the form refuses the 31st student on a free license before the server has to (spec section 5). */
export function newClassStudentLimit(licenses: TMe['licenses'] | undefined): number | null {
  const paid = (licenses ?? []).some((l) => {
    const info = LICENSES[l.code as LicenseCode];
    return info?.productId === PRODUCT_ID_CLEARSHEETS && info.tier !== 'free';
  });
  return paid ? null : FREE_CLASS_STUDENT_LIMIT;
}

/** Room left in a class, or null for no limit. */
export function roomLeft(summary: Pick<TClassSummary, 'studentCount' | 'studentLimit'>): number | null {
  return summary.studentLimit === null ? null : Math.max(0, summary.studentLimit - summary.studentCount);
}

/** "Make premium", on a class the caller may edit (its `abilities.edit`): offered when the server's permissions
 * grant edit on teacher_allowed_premuim_class; shown locked when a license would open it (`/me`'s upgradable,
 * decision 0024); otherwise not shown, since no license would give it to this person. */
export function premiumAccess(me: TMe | undefined): 'allowed' | 'locked' | 'hidden' {
  if (me?.permissions.teacher_allowed_premuim_class?.E === true) return 'allowed';
  return me?.upgradable.includes('teacher_allowed_premuim_class') ? 'locked' : 'hidden';
}

/** The classId query parameter as a positive integer, or null. */
export function classIdFrom(search: URLSearchParams): number | null {
  const raw = search.get('classId');
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Links to one class's pages (the spec's routes take the class as a query parameter). */
export const classPaths = {
  manage: (id: number) => `${PATHS.teacherManage}?classId=${id}`,
  cards: (id: number) => `${PATHS.teacherManageCards}?classId=${id}`,
  settings: (id: number) => `${PATHS.teacherManageSettings}?classId=${id}`,
};
