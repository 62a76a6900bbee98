import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { type DragEvent, useEffect, useRef } from 'react';
import type { Board, Place } from '../group-board';
import { useGroupsT } from '../i18n';

export interface ChipStudent {
  id: number;
  name: string;
}

interface StudentChipProps {
  student: ChipStudent;
  /** The column the chip is in: a group's key, or null for "not in a group". */
  place: Place;
  board: Board;
  groupLabel: (key: string) => string;
  onMove: (to: Place) => void;
  onAlsoAdd: (to: string) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** Set after a keyboard move: the chip's new copy takes the focus, so the user keeps their place. */
  takeFocus?: boolean;
}

/** A student card: draggable to another column, and a "Move" menu doing the same from the keyboard. */
export function StudentChip({
  student,
  place,
  board,
  groupLabel,
  onMove,
  onAlsoAdd,
  onDragStart,
  onDragEnd,
  takeFocus = false,
}: StudentChipProps) {
  const t = useGroupsT();
  const moveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) moveButton.current?.focus();
  }, [takeFocus]);
  const others = board.filter((g) => g.key !== place && !g.studentIds.includes(student.id));
  const currentName = place === null ? '' : groupLabel(place);
  const dragStart = (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only with some data set.
    event.dataTransfer.setData('text/plain', student.name);
    onDragStart();
  };
  return (
    <Paper
      withBorder
      radius="sm"
      px="xs"
      py={6}
      draggable
      onDragStart={dragStart}
      onDragEnd={onDragEnd}
      style={{ cursor: 'grab' }}
      data-student-id={student.id}
    >
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {student.name}
        </Text>
        <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button
              ref={moveButton}
              size="compact-xs"
              variant="light"
              aria-label={t('groups.manager.moveLabel', { name: student.name })}
              disabled={others.length === 0 && place === null}
              style={{ flexShrink: 0 }}
            >
              {t('groups.manager.move')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {others.length > 0 && <Menu.Label>{t('groups.manager.moveTo')}</Menu.Label>}
            {others.map((g) => (
              <Menu.Item key={`move-${g.key}`} onClick={() => onMove(g.key)}>
                {groupLabel(g.key)}
              </Menu.Item>
            ))}
            {place !== null && others.length > 0 && (
              <>
                <Menu.Divider />
                <Menu.Label>{t('groups.manager.alsoAddTo')}</Menu.Label>
                {others.map((g) => (
                  <Menu.Item key={`add-${g.key}`} onClick={() => onAlsoAdd(g.key)}>
                    {groupLabel(g.key)}
                  </Menu.Item>
                ))}
              </>
            )}
            {place !== null && (
              <>
                {others.length > 0 && <Menu.Divider />}
                <Menu.Item c="red.9" onClick={() => onMove(null)}>
                  {t('groups.manager.removeFrom', { group: currentName })}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
