import { Button, Group, Text } from '@mantine/core';
import { useGroupsT } from '../i18n';

interface BoardToolbarProps {
  hasNewGroups: boolean;
  /** Groups with unsaved changes (0: nothing to save). */
  changedGroups: number;
  saving: boolean;
  onAddGroup: () => void;
  onRandomNames: () => void;
  onDiscard: () => void;
  onSave: () => void;
}

/** Add a group, name new groups, and the save state with Discard and Save. */
export function BoardToolbar(props: BoardToolbarProps) {
  const t = useGroupsT();
  const dirty = props.changedGroups > 0;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={props.onAddGroup}>
          {t('groups.manager.addGroup')}
        </Button>
        <Button
          variant="default"
          onClick={props.onRandomNames}
          disabled={!props.hasNewGroups}
          title={t('groups.manager.randomNamesHint')}
        >
          {t('groups.manager.randomNames')}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" role="status" c={dirty ? undefined : 'dimmed'} fw={dirty ? 700 : 400}>
          {dirty ? t('groups.manager.unsaved') : t('groups.manager.saved')}
        </Text>
        <Button variant="default" onClick={props.onDiscard} disabled={!dirty || props.saving}>
          {t('groups.manager.discard')}
        </Button>
        <Button onClick={props.onSave} disabled={!dirty} loading={props.saving}>
          {dirty ? t('groups.manager.saveCount', { count: props.changedGroups }) : t('groups.manager.save')}
        </Button>
      </Group>
    </Group>
  );
}
