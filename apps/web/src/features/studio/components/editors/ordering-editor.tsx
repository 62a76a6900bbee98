import { QUESTION_LIMITS } from '@clearsheets/shared';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useStudioT } from '../../i18n';
import { nextPartId } from '../../lib/part-ids';
import { moveItem } from '../../lib/reorder';
import { useFieldIssue, useTouch } from '../issue-context';
import { ListIssue } from '../list-issue';
import { DownIcon, PlusIcon, TrashIcon, UpIcon } from '../studio-icons';
import type { ContentEditorProps } from './editor-props';

type Item = { id: string; text: string };

/** 4 ordering: the items in their correct order (students get them shuffled). */
export function OrderingEditor({ content, onChange }: ContentEditorProps<4>) {
  const t = useStudioT();
  const touch = useTouch();
  const items = content.items;
  const set = (next: Item[]) => onChange({ items: next });
  return (
    <Stack component="fieldset" gap="xs" p={0} m={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} size="sm" p={0}>
        {t('studio.ordering.legend')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('studio.ordering.hint')}
      </Text>
      {items.map((item, index) => (
        <ItemRow
          key={item.id}
          item={item}
          n={index + 1}
          last={index === items.length - 1}
          canRemove={items.length > 2}
          onText={(text) => set(items.map((it, i) => (i === index ? { ...it, text } : it)))}
          onMove={(to) => set(moveItem(items, index, to))}
          onRemove={() => {
            touch('content.items');
            set(items.filter((_, i) => i !== index));
          }}
        />
      ))}
      <ListIssue path="content.items" />
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<PlusIcon />}
          disabled={items.length >= QUESTION_LIMITS.orderingItemsMax}
          onClick={() =>
            set([
              ...items,
              {
                id: nextPartId(
                  'i',
                  items.map((i) => i.id),
                ),
                text: '',
              },
            ])
          }
        >
          {t('studio.ordering.add')}
        </Button>
      </Group>
    </Stack>
  );
}

interface ItemRowProps {
  item: Item;
  n: number;
  last: boolean;
  canRemove: boolean;
  onText: (text: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function ItemRow({ item, n, last, canRemove, onText, onMove, onRemove }: ItemRowProps) {
  const t = useStudioT();
  const { error, touch } = useFieldIssue(`content.items.${n - 1}.text`);
  return (
    <Group gap={4} align="flex-start" wrap="nowrap">
      <TextInput
        label={t('studio.ordering.item', { n })}
        value={item.text}
        onChange={(event) => onText(event.currentTarget.value)}
        onBlur={touch}
        error={error}
        maxLength={QUESTION_LIMITS.choiceTextMax}
        style={{ flex: 1, minWidth: 0 }}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        mt={25}
        disabled={n === 1}
        onClick={() => onMove(n - 2)}
        aria-label={t('studio.ordering.moveUp', { n })}
      >
        <UpIcon />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        mt={25}
        disabled={last}
        onClick={() => onMove(n)}
        aria-label={t('studio.ordering.moveDown', { n })}
      >
        <DownIcon />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        mt={25}
        disabled={!canRemove}
        onClick={onRemove}
        aria-label={t('studio.ordering.remove', { n })}
      >
        <TrashIcon />
      </ActionIcon>
    </Group>
  );
}
