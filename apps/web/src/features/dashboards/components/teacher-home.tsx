import type { TLicenseGradeResponse } from '@clearsheets/shared';
import { Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { PATHS } from '../../../lib/route-access';
import { useTeacherHome } from '../api/teacher-home-query';
import { ActiveAssignmentsCard } from './active-assignments-card';
import { ClassCards } from './class-cards';
import { FirstStepsCard } from './first-steps-card';
import { GradeAddedNotice, LicenseGradeCard } from './license-grade-card';
import { PendingGradingCard } from './pending-grading-card';

/**
 * A teacher's home leads to the next thing to do: the first class, then the first assignment; once work is
 * out, what waits for grading, what is open now, the classes needing attention and recent results (`reports`,
 * from the reports feature), and the classes.
 */
export function TeacherHome({ reports }: { reports?: ReactNode }) {
  const home = useTeacherHome();
  const [chosen, setChosen] = useState<TLicenseGradeResponse | null>(null);
  if (home.isPending) return <LoadingBlock lines={6} height={28} />;
  if (home.isError) return <QueryError error={home.error} onRetry={() => home.refetch()} retrying={home.isFetching} />;
  const data = home.data;
  // Onboarding: a teacher who signed up chooses their free license's grade before the first class.
  if (data.chooseLicenseGrade) return <LicenseGradeCard onChosen={setChosen} />;
  if (data.classCount === 0)
    return (
      <Stack gap="lg">
        {chosen && <GradeAddedNotice chosen={chosen} />}
        <FirstStepsCard step={1} canMonitor={data.abilities.monitor} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      {data.assignmentCount === 0 ? (
        // The library opens on the first class's grade, so the worksheets shown fit the class.
        <FirstStepsCard
          step={2}
          libraryTo={`${PATHS.teacherLibrary}?grade=${data.classes[0]?.grade ?? ''}`}
          canMonitor={data.abilities.monitor}
        />
      ) : (
        <>
          <PendingGradingCard />
          <ActiveAssignmentsCard
            assignments={data.activeAssignments}
            total={data.activeAssignmentCount}
            canMonitor={data.abilities.monitor}
          />
          {reports}
        </>
      )}
      <ClassCards classes={data.classes} total={data.classCount} />
    </Stack>
  );
}
