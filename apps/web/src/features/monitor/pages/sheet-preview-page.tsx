import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { MonitorGate } from '../components/monitor-gate';
import { PageHeading } from '../components/page-heading';
import { SheetPreview } from '../components/sheet-preview';
import { StudentLiveSheet } from '../components/student-live-sheet';
import { useMonitorT } from '../i18n';
import { idParam, monitorPaths } from '../lib/paths';
import '../monitor.css';

/** /teacher/clearmonitor/sheetpreview?assignmentId=&studentId=: one student's live sheet; without a student,
 * the assignment's questions with their answers. */
export function SheetPreviewPage() {
  return (
    <MonitorGate>
      <SheetPreviewContent />
    </MonitorGate>
  );
}

function SheetPreviewContent() {
  const t = useMonitorT();
  const [params] = useSearchParams();
  const assignmentId = idParam(params.get('assignmentId'));
  const studentId = idParam(params.get('studentId'));
  if (assignmentId === null)
    return (
      <Stack gap="lg" maw={1000}>
        <PageHeading title={t('monitor.sheet.title')} />
        <Text>{t('monitor.sheet.noAssignment')}</Text>
        <Anchor component={Link} to={monitorPaths.chooser()} fw={600}>
          {t('monitor.title')}
        </Anchor>
      </Stack>
    );
  if (studentId === null) return <SheetPreview key={assignmentId} assignmentId={assignmentId} />;
  return <StudentLiveSheet key={`${assignmentId}:${studentId}`} assignmentId={assignmentId} studentId={studentId} />;
}
