import type { TSmallGroup } from '@clearsheets/shared';
import { MESSAGES } from '@clearsheets/shared';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { notify } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { useClassGroups, useDeleteGroup, useGroupClassOptions } from '../api/groups-queries';
import { DeleteGroupModal } from '../components/delete-group-modal';
import { GroupCard } from '../components/group-card';
import { GroupClassPicker, useClassParam } from '../components/group-class-picker';
import { WithClasses } from '../components/with-classes';
import { useGroupsT } from '../i18n';

/** /teacher/reportinggroup: the groups of one class, with links to create and to the manager. */
export function ReportingGroupPage() {
  const t = useGroupsT();
  const classes = useGroupClassOptions();
  const [classId, setClassId] = useClassParam(classes.data);
  // A class's groups are part of the class: the server's `edit` on the chosen class says who changes them.
  const chosen = classes.data?.find((c) => c.id === classId);
  const editable = chosen?.abilities.edit === true;
  const groups = useClassGroups(classId);
  const remove = useDeleteGroup(classId);
  const [toDelete, setToDelete] = useState<TSmallGroup | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notify({ message: MESSAGES.dataDeleted, closeLabel: t('groups.close') });
        setToDelete(null);
      },
    });
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('groups.list.title')}
        </Title>
        <Text c="dimmed">{t('groups.list.intro')}</Text>
      </Stack>
      <WithClasses query={classes}>
        {(list) => (
          <>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <div style={{ flex: '1 1 240px', maxWidth: 420 }}>
                <GroupClassPicker classes={list} value={classId} onChange={setClassId} />
              </div>
              {editable && classId !== null && (
                <Group gap="sm">
                  <Button component={Link} to={`/teacher/reportinggroup/create?classId=${classId}`}>
                    {t('groups.list.create')}
                  </Button>
                  <Button component={Link} to={`/teacher/smallgroupmanager?classId=${classId}`} variant="default">
                    {t('groups.list.manage')}
                  </Button>
                </Group>
              )}
            </Group>
            {chosen && !editable && (
              <Text size="sm" c="dimmed">
                {t('groups.list.readOnly')}
              </Text>
            )}
            {classId === null ? (
              <Text>{t('groups.pickClassFirst')}</Text>
            ) : groups.isPending ? (
              <LoadingBlock lines={4} height={24} />
            ) : groups.isError ? (
              <QueryError error={groups.error} onRetry={() => groups.refetch()} retrying={groups.isFetching} />
            ) : groups.data.length === 0 ? (
              <EmptyState
                art="groups"
                title={t('groups.list.empty')}
                body={editable ? t('groups.list.emptyBody') : t('groups.list.emptyBodyReadOnly')}
                actions={
                  editable && (
                    <Button component={Link} to={`/teacher/reportinggroup/create?classId=${classId}`}>
                      {t('groups.list.create')}
                    </Button>
                  )
                }
              />
            ) : (
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing="md"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {groups.data.map((group) => (
                  <GroupCard key={group.id} group={group} onDelete={editable ? () => setToDelete(group) : null} />
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </WithClasses>
      <DeleteGroupModal group={toDelete} remove={remove} onConfirm={confirmDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
