import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useClassGroups, useClassStudents, useGroupClassOptions } from '../api/groups-queries';
import { GroupBoardEditor } from '../components/group-board-editor';
import { GroupClassPicker, useClassParam } from '../components/group-class-picker';
import { WithClasses } from '../components/with-classes';
import { useGroupsT } from '../i18n';

/** /teacher/smallgroupmanager?classId=: every group of a class side by side, students moved between them. */
export function SmallGroupManagerPage() {
  const t = useGroupsT();
  const classes = useGroupClassOptions();
  const [classId, setClassId] = useClassParam(classes.data);
  const students = useClassStudents(classId);
  const groups = useClassGroups(classId);
  const [dirty, setDirty] = useState(false);
  const { refetch } = groups;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={900}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('groups.manager.title')}
        </Title>
        <Text c="dimmed">{t('groups.manager.intro')}</Text>
      </Stack>
      <WithClasses query={classes}>
        {(list) => (
          <>
            <Group align="flex-end" gap="md" wrap="wrap">
              <div style={{ flex: '1 1 240px', maxWidth: 420 }}>
                <GroupClassPicker
                  classes={list}
                  value={classId}
                  onChange={setClassId}
                  disabled={dirty}
                  description={dirty ? t('groups.manager.classLocked') : undefined}
                />
              </div>
              {classId !== null && (
                <Anchor component={Link} to={`/teacher/reportinggroup?classId=${classId}`} fw={600} pb={8}>
                  {t('groups.list.back')}
                </Anchor>
              )}
            </Group>
            {classId === null ? (
              <Text>{t('groups.pickClassFirst')}</Text>
            ) : students.isPending || groups.isPending ? (
              <LoadingBlock lines={5} height={24} />
            ) : students.isError ? (
              <QueryError error={students.error} onRetry={() => students.refetch()} retrying={students.isFetching} />
            ) : groups.isError ? (
              <QueryError error={groups.error} onRetry={() => groups.refetch()} retrying={groups.isFetching} />
            ) : students.data.length === 0 ? (
              <Alert color="brand" variant="light">
                {t('groups.noStudents')}
              </Alert>
            ) : (
              <GroupBoardEditor
                key={classId}
                classId={classId}
                students={students.data}
                groups={groups.data}
                reload={reload}
                onDirtyChange={setDirty}
              />
            )}
          </>
        )}
      </WithClasses>
    </Stack>
  );
}
