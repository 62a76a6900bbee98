import { beforeAll, describe, expect, it } from 'vitest';
import { buildClassWithStudents } from '../../../test/factories';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';

type Item = { id: number; progress: Record<string, number | null>; classes: { id: number }[] };

describe('the assignment list (GET /api/v1/assignments)', () => {
  const k = useAssignmentsKit();
  let owner: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let secondClassId: number;
  let active: number;
  let past: number;
  let open: number;
  let coTaught: number;

  beforeAll(async () => {
    owner = await k.teacherWithClass({ students: 3 });
    secondClassId = (await buildClassWithStudents(k.db(), { teacherId: owner.teacher.id, students: 2 })).cls.id;
    const worksheetId = (await k.worksheet()).id;
    const assign = (classIds: number[], username = owner.teacher.username) =>
      k.assign(username, { worksheetId, classIds }).then((a) => a.id);
    active = await assign([owner.cls.id]);
    past = await assign([secondClassId]);
    open = await assign([owner.cls.id, secondClassId]);
    await k.setDue(active, new Date(Date.now() + 86_400_000));
    await k.setDue(past, new Date(Date.now() - 86_400_000));
    // A colleague's assignment to a class the teacher co-teaches.
    const colleague = await k.teacherWithClass({ schoolId: owner.teacher.schoolId!, students: 1 });
    await k.addCoTeacher(colleague.cls.id, owner.teacher.id);
    coTaught = await assign([colleague.cls.id], colleague.teacher.username);

    // Progress on `active`: Ava submitted (1 of 7 points + a written answer waiting), Ben in progress.
    await k.answer(active, owner.students[0]!.id, 0, { answerType: 1, choiceId: 'b' });
    await k.answer(active, owner.students[0]!.id, 2, { answerType: 9, text: 'Why' });
    await k.attempt(active, owner.students[0]!.id, true);
    await k.answer(active, owner.students[1]!.id, 0, { answerType: 1, choiceId: 'a' });
  });

  const list = async (query = '') => {
    const res = await k.call(owner.teacher.username, 'GET', `/api/v1/assignments${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Item[]; total: number; page: number; pageSize: number };
  };
  const ids = (page: { items: Item[] }) => page.items.map((a) => a.id);

  it('lists created and co-taught assignments, newest first, with progress counts', async () => {
    const page = await list();
    expect(ids(page)).toEqual([coTaught, open, past, active]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(page.items.find((a) => a.id === active)!.progress).toEqual({
      assigned: 3,
      notStarted: 1,
      inProgress: 1,
      submitted: 1,
      pendingGrading: 1,
      averagePercent: 14.29,
    });
    expect(page.items.find((a) => a.id === open)!.classes).toHaveLength(2);
  });

  it('filters by due date: active (not yet due or no due date) and past', async () => {
    expect(ids(await list('?status=active'))).toEqual([coTaught, open, active]);
    expect(ids(await list('?status=past'))).toEqual([past]);
    expect((await list('?status=all')).total).toBe(4);
  });

  it('filters by class, and refuses a class the teacher cannot see (404)', async () => {
    expect(ids(await list(`?classId=${secondClassId}`))).toEqual([open, past]);
    expect(ids(await list(`?classId=${owner.cls.id}&status=active`))).toEqual([open, active]);
    const stranger = await k.teacherWithClass();
    const res = await k.call(owner.teacher.username, 'GET', `/api/v1/assignments?classId=${stranger.cls.id}`);
    expect(res.statusCode).toBe(404);
  });

  it('pages', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([past, active]);
    const beyond = await list('?pageSize=2&page=9');
    expect(beyond).toMatchObject({ items: [], total: 4 });
    for (const bad of ['?status=soon', '?page=0', '?pageSize=500', '?classId=abc'])
      expect((await k.call(owner.teacher.username, 'GET', `/api/v1/assignments${bad}`)).statusCode, bad).toBe(400);
  });
});
