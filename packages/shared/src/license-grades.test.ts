import { describe, expect, it } from 'vitest';
import { clearsheetsGrades } from './license-grades';

describe('the grades a teacher may make classes in', () => {
  it('are every grade with a paid or premium Clearsheets license', () => {
    expect(
      clearsheetsGrades([
        { code: 'CKF', grades: ['5'] },
        { code: 'CKPD', grades: [] },
      ]),
    ).toBeNull();
    expect(clearsheetsGrades([{ code: 'CKPM', grades: ['3'] }])).toBeNull();
  });

  it("are the free licenses' grades otherwise; another product's license opens none", () => {
    expect(
      clearsheetsGrades([
        { code: 'CKF', grades: ['5'] },
        { code: 'CKF', grades: ['5', '6'] },
      ]),
    ).toEqual(['5', '6']);
    expect(clearsheetsGrades([{ code: 'APD', grades: ['4'] }])).toEqual([]);
    expect(clearsheetsGrades([])).toEqual([]);
  });
});
