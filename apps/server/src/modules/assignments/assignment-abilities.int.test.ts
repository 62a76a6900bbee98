import type { TAssignmentDetail, TAssignmentList, TAssignmentResults } from '@clearsheets/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';

// Decision 0025: assignment responses carry what the caller may do (assignments.policy.ts): teachers change
// and grade, leaders and admins read. The server's own answers agree.
describe('assignment abilities in the responses', () => {
  const k = useAssignmentsKit();
  const users = { teacher: '', principal: '', districtAdmin: '' };
  let id = 0;
  let notStarted = 0;
  let responseId = 0;

  beforeAll(async () => {
    const owner = await k.teacherWithClass({ students: 2 });
    const schoolId = owner.teacher.schoolId!;
    const districtId = owner.teacher.districtId!;
    users.teacher = owner.teacher.username;
    users.principal = (await buildUser(k.db(), { role: 'Principal', schoolId, districtId })).username;
    users.districtAdmin = (await buildUser(k.db(), { role: 'DistrictAdmin', districtId })).username;
    const worksheetId = (await k.worksheet()).id;
    id = (await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] })).id;
    notStarted = (await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] })).id;
    responseId = (await k.answer(id, owner.students[0]!.id, 2, { answerType: 9, text: 'I counted.' })).responseId;
    await k.attempt(id, owner.students[0]!.id, true);
  });

  const get = async <T>(username: string, url: string) => {
    const res = await k.call(username, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it.each([
    ['teacher', true, { edit: true, grade: true }],
    ['principal', false, { edit: false, grade: false }],
    ['districtAdmin', false, { edit: false, grade: false }],
  ] as const)('%s: create %s, and on the assignment %j', async (who, create, abilities) => {
    const list = await get<TAssignmentList>(users[who], '/api/v1/assignments?status=all');
    expect(list.abilities).toEqual({ create });
    expect(list.items.find((a) => a.id === id)?.abilities).toEqual(abilities);
    const results = await get<TAssignmentResults>(users[who], `/api/v1/assignments/${id}/results`);
    expect(results.assignment.abilities).toEqual(abilities);
  });

  it("carries the teacher's abilities on the detail and on the reply to a change", async () => {
    expect((await get<TAssignmentDetail>(users.teacher, `/api/v1/assignments/${id}`)).abilities).toEqual({
      edit: true,
      grade: true,
    });
    const saved = await k.call(users.teacher, 'PATCH', `/api/v1/assignments/${notStarted}`, { title: 'Renamed' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().abilities).toEqual({ edit: true, grade: true });
  });

  it('says no exactly where the server refuses: leaders may read results, not grade or change', async () => {
    for (const who of ['principal', 'districtAdmin'] as const) {
      const grade = await k.call(users[who], 'PUT', `/api/v1/responses/${responseId}/grade`, { score: 2 });
      expect(grade.statusCode).toBe(403);
      const patch = await k.call(users[who], 'PATCH', `/api/v1/assignments/${notStarted}`, { title: 'No' });
      expect(patch.statusCode).toBe(403);
    }
    const graded = await k.call(users.teacher, 'PUT', `/api/v1/responses/${responseId}/grade`, { score: 2 });
    expect(graded.statusCode, graded.body).toBe(200);
  });
});
