import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The rule cannot slip: ids in contracts and routes are declared with ZId / ZIdParam / idField only.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const sourcesToScan = () => {
  const dir = (d: string) => fs.readdirSync(path.join(root, d)).map((f) => path.join(d, f));
  const modules = dir('apps/server/src/modules').filter((d) => fs.statSync(path.join(root, d)).isDirectory());
  return [
    ...dir('packages/shared/src/contracts'),
    ...dir('packages/shared/src/questions'),
    ...modules.flatMap(dir).filter((f) => /(\.routes|route-helpers)\.ts$/.test(f)),
  ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('contracts/ids.ts'));
};

/** Lines declaring an id some other way: an id-named key (id, classId, studentIds, UserId) given a number
 * schema of its own, a coerced positive number, or the int4 bound spelled out. */
function idDeclarationsElsewhere(source: string): string[] {
  const idKeyWithNumber =
    /\b(?:id|\w*[a-z]Id|\w*Ids|[A-Z]\w*Id)\??\s*:\s*(?:z\.array\(\s*)?z\.(?:coerce\.)?(?:number|int|int32|bigint)\(/;
  const coercedPositive = /z\.coerce\.number\(\)[^;\n]*\.positive\(/;
  const int4Bound = /2_?147_?483_?64[78]/;
  return source.split('\n').filter((line) => [idKeyWithNumber, coercedPositive, int4Bound].some((r) => r.test(line)));
}

describe('id declarations', () => {
  it('recognises the ways an id used to be declared', () => {
    for (const line of [
      '  studentIds: z.array(z.number().int().positive()).max(200),',
      '  id: z.number().int(),',
      'const ZStaffParams = z.object({ id: z.coerce.number().int().positive() });',
      '  UserId: z.number().int(),',
      'const int4 = z.coerce.number().int().positive().max(2_147_483_647);',
      '  teacherId: z.number({ error: MESSAGES.chooseTeacherFirst }).int().positive(),',
    ])
      expect(idDeclarationsElsewhere(line), line).toEqual([line]);
    for (const line of [
      '  classId: ZIdParam.optional(),',
      '  studentIds: z.array(ZId).max(200),',
      '  page: z.coerce.number().int().min(1),',
    ])
      expect(idDeclarationsElsewhere(line), line).toEqual([]);
  });

  it('finds none in the contracts, questions and routes', () => {
    const files = sourcesToScan();
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) =>
      idDeclarationsElsewhere(fs.readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
