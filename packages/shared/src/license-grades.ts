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
