// Test support for district and school assignments: a district with two schools, their admins, teachers
// with classes, and one worksheet to send.
import { beforeAll, expect } from 'vitest';
import { buildSchool, buildUser } from '../../factories';
import { useAssignmentsKit } from '../assignments/assignments-test-kit';

export type Sent = {
  id: number;
  started: boolean;
  teachers: { id: number; status: string; acceptedAt: string | null }[];
};
type TeacherWithClass = Awaited<ReturnType<ReturnType<typeof useAssignmentsKit>['teacherWithClass']>>;

export function useStaffAssignmentsKit() {
  const k = useAssignmentsKit();
  const s = {
    districtId: 0,
    north: 0,
    south: 0,
    schoolAdmin: '',
    districtAdmin: '',
    ana: undefined as unknown as TeacherWithClass,
    ben: undefined as unknown as TeacherWithClass,
    cai: undefined as unknown as TeacherWithClass,
    southTeacher: undefined as unknown as TeacherWithClass,
    outsider: undefined as unknown as TeacherWithClass,
    worksheetId: 0,
  };

  beforeAll(async () => {
    const first = await buildSchool(k.db());
    s.districtId = first.districtId;
    s.north = first.id;
    s.south = (await buildSchool(k.db(), { districtId: s.districtId })).id;
    s.schoolAdmin = (await buildUser(k.db(), { role: 'SchoolAdmin', schoolId: s.north })).username;
    s.districtAdmin = (await buildUser(k.db(), { role: 'DistrictAdmin', districtId: s.districtId })).username;
    s.ana = await k.teacherWithClass({ schoolId: s.north });
    s.ben = await k.teacherWithClass({ schoolId: s.north });
    s.cai = await k.teacherWithClass({ schoolId: s.north });
    s.southTeacher = await k.teacherWithClass({ schoolId: s.south });
    s.outsider = await k.teacherWithClass();
    s.worksheetId = (await k.worksheet({ title: 'District benchmark' })).id;
  });

  const send = (username: string, teacherIds: number[], extra: Record<string, unknown> = {}) =>
    k.call(username, 'POST', '/api/v1/staff-assignments', {
      worksheetId: s.worksheetId,
      teacherIds,
      feedbackOption: 2,
      ...extra,
    });
  const sendOk = async (teacherIds: number[], extra: Record<string, unknown> = {}) => {
    const res = await send(s.schoolAdmin, teacherIds, extra);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Sent;
  };
  const accept = (teacher: { username: string }, id: number, body: Record<string, unknown>) =>
    k.call(teacher.username, 'POST', `/api/v1/staff-assignments/${id}/accept`, body);
  const setTeachers = (id: number, teacherIds: number[], username = s.schoolAdmin) =>
    k.call(username, 'PATCH', `/api/v1/staff-assignments/${id}`, { teacherIds });

  return { k, s, send, sendOk, accept, setTeachers };
}
