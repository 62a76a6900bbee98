import type { TSmallGroup } from '@clearsheets/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useGroupsT } from '../i18n';

/** One group of the list: its name, head count and members; Delete for those who may change groups. */
export function GroupCard({ group, onDelete }: { group: TSmallGroup; onDelete: (() => void) | null }) {
  const t = useGroupsT();
  const names = group.students.map((s) => `${s.firstName} ${s.lastName}`);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('groups.list.members', { count: group.students.length })}
            </Text>
          </div>
          {onDelete && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={onDelete}
              aria-label={t('groups.list.deleteLabel', { name: group.name })}
            >
              {t('groups.list.delete')}
            </Button>
          )}
        </Group>
        {names.length ? (
          <Text size="sm">{names.join(', ')}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('groups.list.noMembers')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
