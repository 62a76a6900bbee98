import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMe } from '../../../lib/me-query';
import { useSession } from '../../../lib/session-store';
import { LeaderHome } from '../components/leader-home';
import { ProfileHeading } from '../components/profile-heading';
import { TeacherHome } from '../components/teacher-home';

/**
 * /teacher and /teacher/dashboard: who you are, then what you do next. Teachers get their classes and work;
 * school admins, principals and coaches each get their own next steps and their school's activity.
 * Licenses and features live in account settings, not here. The report cards (a teacher's classes needing
 * attention and recent results, a leader's headline figures) come from features/reports, handed in by the router.
 */
export function StaffHomePage({
  teacherReports,
  leaderReports,
}: {
  teacherReports?: ReactNode;
  leaderReports?: ReactNode;
}) {
  const session = useSession();
  const me = useMe();
  const claims = session.status === 'signedIn' ? session.user : null;
  const role = me.data?.user.role ?? (session.status === 'signedIn' ? session.role : 'Teacher');
  const name = me.data
    ? `${me.data.user.firstName} ${me.data.user.lastName}`.trim()
    : [claims?.FirstName, claims?.LastName].filter(Boolean).join(' ');
  const schoolId = me.data?.school?.id ?? null;
  return (
    <Stack gap="lg" maw={1100}>
      <ProfileHeading
        name={name}
        role={role}
        schoolName={me.data ? (me.data.school?.name ?? null) : (claims?.SchoolName ?? null)}
        districtName={me.data ? (me.data.district?.name ?? null) : (claims?.DistrictName ?? null)}
      />
      {role === 'Teacher' ? <TeacherHome reports={teacherReports} /> : null}
      {role === 'SchoolAdmin' || role === 'Principal' || role === 'InstructionalCoach' ? (
        <LeaderHome role={role} schoolId={schoolId} reports={leaderReports} />
      ) : null}
    </Stack>
  );
}
