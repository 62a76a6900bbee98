import { Badge, Button, Group, Menu, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { BoardGroup } from '../group-board';
import { useGroupsT } from '../i18n';

interface BoardColumnProps {
  /** Null: the "Not in a group" column. */
  group: BoardGroup | null;
  index: number;
  count: number;
  label: string;
  nameError?: string;
  focusName: boolean;
  onRename: (name: string) => void;
  onDelete: () => void;
  /** Whether a drag is under way (columns then show where they accept a drop). */
  dragging: boolean;
  onDrop: () => void;
  children: ReactNode;
}

/** One column of the board: a drop target, with the group's name to edit inline and its options. */
export function BoardColumn({
  group,
  index,
  count,
  label,
  nameError,
  focusName,
  onRename,
  onDelete,
  dragging,
  onDrop,
  children,
}: BoardColumnProps) {
  const t = useGroupsT();
  const [over, setOver] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameRef.current?.focus();
  }, [focusName]);

  const dragOver = (event: DragEvent) => {
    if (!dragging) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onDrop();
  };

  return (
    <Paper
      component="section"
      aria-label={group ? t('groups.manager.columnLabel', { name: label }) : undefined}
      aria-labelledby={group ? undefined : 'unassigned-heading'}
      withBorder
      radius="md"
      p="sm"
      bg={group ? 'white' : 'gray.1'}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        outline: over
          ? '3px dashed var(--mantine-color-brand-7)'
          : dragging
            ? '2px dashed var(--mantine-color-gray-5)'
            : undefined,
        outlineOffset: 2,
        minHeight: 160,
      }}
      data-column={group ? group.key : 'unassigned'}
    >
      <Stack gap="xs">
        {group ? (
          <TextInput
            ref={nameRef}
            aria-label={t('groups.manager.groupName', { n: index + 1 })}
            value={group.name}
            onChange={(event) => onRename(event.currentTarget.value)}
            error={nameError}
            maxLength={60}
            size="sm"
            styles={{ input: { fontWeight: 600 } }}
          />
        ) : (
          <Title order={2} fz="md" id="unassigned-heading" lh="36px">
            {t('groups.manager.unassigned')}
          </Title>
        )}
        <Group gap={6} justify="space-between" wrap="nowrap" mih={30}>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t('groups.manager.count', { count })}
            </Text>
            {group?.id === null && (
              <Badge size="xs" variant="filled" color="blue.8" radius="sm">
                {t('groups.manager.newBadge')}
              </Badge>
            )}
          </Group>
          {group && (
            <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <Button
                  variant="default"
                  size="compact-sm"
                  aria-label={t('groups.manager.groupMenuLabel', { name: label })}
                >
                  {t('groups.manager.groupMenu')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item c="red.9" onClick={onDelete}>
                  {group.id === null ? t('groups.manager.removeNew') : t('groups.manager.deleteGroup')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
        {count === 0 && (
          <Text size="sm" c="dimmed">
            {group ? t('groups.manager.groupEmpty') : t('groups.manager.unassignedEmpty')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
