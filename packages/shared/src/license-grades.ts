import { LICENSES, type LicenseCode } from './enums';

// Apart from the enumerations: staff screens use it, and the student's first load carries the enumerations' chunk.
/**
 * The grades a teacher may make classes in, from the licenses reaching them (spec section 6): null for every
 * grade when a Clearsheets license is paid or premium, else the grades of the free ones (none without any).
 * The server refuses a class in another grade; the class form offers only these.
 */
export function clearsheetsGrades(licenses: readonly { code: string; grades: readonly string[] }[]): string[] | null {
  const own = licenses.filter((l) => LICENSES[l.code as LicenseCode]?.productId === 2);
  if (own.some((l) => LICENSES[l.code as LicenseCode].tier !== 'free')) return null;
  return [...new Set(own.flatMap((l) => l.grades))];
}

/**
 * The Clearsheets licenses whose teachers' classes hold any number of students (decision 0045): premium only.
 * Free and paid classes hold FREE_CLASS_STUDENT_LIMIT unless the class was made premium, which premium alone
 * may do (`teacher_allowed_premuim_class`).
 */
export const UNCAPPED_CLASS_LICENSES: readonly LicenseCode[] = (Object.keys(LICENSES) as LicenseCode[]).filter(
  (c) => LICENSES[c].productId === 2 && LICENSES[c].tier === 'premium',
);

/** True when one of these licenses lifts the class student cap. */
export const liftsClassCap = (licenses: readonly { code: string }[]) =>
  licenses.some((l) => UNCAPPED_CLASS_LICENSES.includes(l.code as LicenseCode));
