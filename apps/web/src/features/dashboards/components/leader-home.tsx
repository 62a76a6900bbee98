import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PATHS } from '../../../lib/route-access';
import { useDistrictOverview } from '../api/district-overview-query';
import { type StaffHomeT, useStaffHomeT } from '../staff-home-i18n';
import { type NextStep, NextStepsCard } from './next-steps-card';
import { SchoolActivityCard } from './school-activity-card';
import { SchoolSummaryCard } from './school-summary-card';

type LeaderRole = 'SchoolAdmin' | 'Principal' | 'InstructionalCoach';

/** Each leader's own next steps: school admins set the school up; principals and coaches follow its work. */
function stepsFor(role: LeaderRole, t: StaffHomeT): NextStep[] {
  const step = (
    to: string,
    key: 'addTeachers' | 'importStudents' | 'roster' | 'sendAssignment' | 'schoolResults' | 'staff' | 'library',
  ) => ({
    to,
    title: t(`staffHome.leader.${key}`),
    body: t(`staffHome.leader.${key}Body`),
  });
  if (role === 'SchoolAdmin')
    return [
      step(PATHS.teacherStaff, 'addTeachers'),
      step(PATHS.teacherStudentImport, 'importStudents'),
      step(PATHS.teacherStudentList, 'roster'),
      step(PATHS.schoolAssignment, 'sendAssignment'),
    ];
  if (role === 'Principal')
    return [step(PATHS.teacherSchoolDetails, 'schoolResults'), step(PATHS.teacherStaff, 'staff')];
  return [step(PATHS.teacherSchoolDetails, 'schoolResults'), step(PATHS.teacherLibrary, 'library')];
}

/** A school admin's first step follows the school's state: teachers first, then students, then the roster. */
function firstStepFor(role: LeaderRole, counts: { teachers: number; students: number } | undefined): number | null {
  if (role !== 'SchoolAdmin' || !counts) return null;
  if (counts.teachers === 0) return 0;
  if (counts.students === 0) return 1;
  return null;
}

/** A leader's home: their school's headline figures (`reports`, from the reports feature), next steps, the school. */
export function LeaderHome({
  role,
  schoolId,
  reports,
}: {
  role: LeaderRole;
  schoolId: number | null;
  reports?: ReactNode;
}) {
  const t = useStaffHomeT();
  // The same query SchoolSummaryCard reads (one request): the school's head counts choose the first step.
  const overview = useDistrictOverview();
  const school = overview.data?.schools.find((s) => s.id === schoolId) ?? overview.data?.schools[0];
  const steps = <NextStepsCard steps={stepsFor(role, t)} first={firstStepFor(role, school)} />;
  const summary = <SchoolSummaryCard schoolId={schoolId} />;
  if (role === 'SchoolAdmin')
    return (
      <Stack gap="lg">
        {steps}
        {reports}
        {summary}
      </Stack>
    );
  return (
    <Stack gap="lg">
      {reports}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {summary}
        {steps}
      </SimpleGrid>
      <SchoolActivityCard />
    </Stack>
  );
}
