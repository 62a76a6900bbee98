import { MESSAGES, type TClassDetail, type TStudentInClass } from '@clearsheets/shared';
import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { useClassDetail } from '../api/class-queries';
import { useReactivateStudent, useRemoveStudent } from '../api/roster-mutations';
import { AddStudentsModal } from '../components/add-students-modal';
import { PlusIcon, PrintIcon } from '../components/class-icons';
import { ClassJourneyLinks } from '../components/class-journey-links';
import { ClassMenu } from '../components/class-menu';
import { ClassPicker } from '../components/class-picker';
import { CoTeachersCard } from '../components/co-teachers-card';
import { ConfirmModal } from '../components/confirm-modal';
import { EditStudentModal } from '../components/edit-student-modal';
import { notifyError, notifySuccess } from '../components/feedback';
import { PremiumBadge } from '../components/premium-badge';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { RosterSection } from '../components/roster-section';
import type { StudentAction } from '../components/roster-table';
import { useClassActions } from '../components/use-class-actions';
import { useLiveClass } from '../components/use-live-class';
import { useClassesT } from '../i18n';
import { classIdFrom, classPaths, fullName, premiumAccess } from '../lib/class-format';
import '../classes.css';

/** /teacher/manage?classId=ID: the class, its roster and its teachers, with every roster action. */
export function ClassManagePage() {
  const ct = useClassesT();
  const [search] = useSearchParams();
  const classId = classIdFrom(search);
  const detail = useClassDetail(classId);
  if (classId === null) return <ClassPicker title={ct('manage.title')} toPath={classPaths.manage} />;
  if (detail.isPending) return <LoadingBlock lines={8} height={28} />;
  if (detail.isError) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ct('manage.title')}
        </Title>
        <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
        <Anchor component={Link} to={PATHS.teacherClassManager}>
          {ct('common.backToClasses')}
        </Anchor>
      </Stack>
    );
  }
  return <ClassManageView cls={detail.data} />;
}

function ClassManageView({ cls }: { cls: TClassDetail }) {
  const ct = useClassesT();
  const labels = useGradeSubjectLabels();
  const navigate = useNavigate();
  const me = useMe();
  // The server says what the caller may do with this class (roster, cards and settings follow `edit`).
  const canWrite = cls.abilities.edit;
  const classActions = useClassActions({ onDeleted: () => navigate(PATHS.teacherClassManager) });
  const [adding, setAdding] = useState(false);
  const [target, setTarget] = useState<{
    action: Exclude<StudentAction, 'reactivate'>;
    student: TStudentInClass;
  } | null>(null);
  const remove = useRemoveStudent();
  const reactivate = useReactivateStudent();
  const { live } = useLiveClass(cls);

  const onStudentAction = (action: StudentAction, student: TStudentInClass) => {
    if (action !== 'reactivate') {
      setTarget({ action, student });
      return;
    }
    reactivate.mutate(
      { classId: cls.id, studentId: student.id },
      { onSuccess: () => notifySuccess(MESSAGES.studentReactivated), onError: notifyError },
    );
  };
  const closeTarget = () => {
    setTarget(null);
    remove.reset();
  };
  const cardsLink = (
    <Button component={Link} to={classPaths.cards(cls.id)} variant="default" leftSection={<PrintIcon />}>
      {ct('common.printCards')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Anchor component={Link} to={PATHS.teacherClassManager} size="sm">
        {ct('common.backToClasses')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {cls.name}
          </Title>
          <Text c="dimmed">
            {ct('common.classSummary', {
              grade: labels.grade(cls.grade),
              subject: labels.subject(cls.subject),
              school: cls.schoolName,
            })}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color="brand" size="lg">
              {cls.studentLimit === null
                ? ct('common.studentCount', { count: cls.studentCount })
                : ct('common.studentsOfLimit', { count: cls.studentCount, limit: cls.studentLimit })}
            </Badge>
            {cls.isPremium ? <PremiumBadge /> : null}
            {live ? (
              <Badge variant="dot" color="green" size="lg" title={ct('manage.liveTitle')}>
                <span aria-hidden="true">{ct('manage.live')}</span>
                <VisuallyHidden>{ct('manage.liveTitle')}</VisuallyHidden>
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs">
          {canWrite ? (
            <Button leftSection={<PlusIcon />} onClick={() => setAdding(true)}>
              {ct('manage.addStudents')}
            </Button>
          ) : null}
          {canWrite ? cardsLink : null}
          <ClassJourneyLinks classId={cls.id} />
          <Button component={Link} to={classPaths.settings(cls.id)} variant="default">
            {ct('common.settings')}
          </Button>
          <ClassMenu cls={cls} premium={premiumAccess(me.data)} onAction={classActions.open} withOpen={false} />
        </Group>
      </Group>
      {canWrite ? null : (
        <Alert color="gray" variant="light">
          {ct('common.readOnly')}
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <RosterSection
            cls={cls}
            canWrite={canWrite}
            onAction={onStudentAction}
            pendingId={reactivate.isPending ? (reactivate.variables?.studentId ?? null) : null}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <CoTeachersCard cls={cls} canWrite={cls.abilities.manageTeachers} />
        </Grid.Col>
      </Grid>
      {classActions.modals}
      <AddStudentsModal cls={cls} opened={adding} onClose={() => setAdding(false)} cardsLink={cardsLink} />
      <EditStudentModal student={target?.action === 'edit' ? target.student : null} onClose={closeTarget} />
      <ResetPasswordModal student={target?.action === 'reset' ? target.student : null} onClose={closeTarget} />
      <ConfirmModal
        opened={target?.action === 'remove'}
        title={target ? ct('removeStudent.title', { name: fullName(target.student), className: cls.name }) : ''}
        body={ct('removeStudent.body')}
        confirmLabel={ct('removeStudent.confirm')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onClose={closeTarget}
        onConfirm={() =>
          target &&
          remove.mutate(
            { classId: cls.id, studentId: target.student.id },
            {
              onSuccess: () => {
                notifySuccess(MESSAGES.studentDeleted);
                closeTarget();
              },
            },
          )
        }
      />
    </Stack>
  );
}
