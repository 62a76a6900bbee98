import { ANSWER_TYPES, type AnswerType, type TWorksheetQuestion } from '@clearsheets/shared';
import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useAnswerTypeName } from '../../../lib/answer-type-name';
import { COMPLETE_TEXT, INCOMPLETE_TEXT } from '../../../lib/status-colors';
import { useStudioT } from '../i18n';
import { isAnswerType } from '../lib/question-draft';
import { AnswerTypeIcon } from './answer-type-icon';
import { AlertCircleIcon, CheckCircleIcon, CopyIcon, DownIcon, TrashIcon, UpIcon } from './studio-icons';

interface QuestionListItemProps {
  question: TWorksheetQuestion;
  number: number;
  total: number;
  selected: boolean;
  complete: boolean;
  onSelect: () => void;
  /** `via` says which control moved it, so focus can stay with the teacher. */
  onMove: (to: number, via: 'keys' | 'up' | 'down') => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

const snippet = (data: Record<string, unknown>) =>
  (typeof data.prompt === 'string' ? data.prompt : '').replace(/\s+/g, ' ').trim().slice(0, 80);

/** One question in the studio's list: select it, move it (buttons or Alt+arrows), copy or delete it. */
export function QuestionListItem(props: QuestionListItemProps) {
  const { question, number, total, selected, complete, onSelect, onMove, onDuplicate, onDelete } = props;
  const t = useStudioT();
  const type: AnswerType = isAnswerType(question.answerType) ? question.answerType : ANSWER_TYPES.notGraded;
  const typeName = useAnswerTypeName()(type);
  const state = complete ? t('studio.questions.complete') : t('studio.questions.incomplete');
  const keys = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' && number > 1) {
      event.preventDefault();
      onMove(number - 2, 'keys');
    } else if (event.key === 'ArrowDown' && number < total) {
      event.preventDefault();
      onMove(number, 'keys');
    }
  };
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={6}
      bg={selected ? 'brand.0' : undefined}
      style={{ borderColor: selected ? 'var(--mantine-color-brand-6)' : undefined }}
      data-question-id={question.id}
    >
      <UnstyledButton
        onClick={onSelect}
        onKeyDown={keys}
        aria-current={selected ? 'true' : undefined}
        aria-label={t('studio.questions.select', { n: number, type: typeName, state })}
        w="100%"
        p={4}
        style={{ borderRadius: 6 }}
        data-question-button={number}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm" w={22} ta="right">
            {number}
          </Text>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <AnswerTypeIcon type={type} size={16} />
              <Text size="sm" fw={600} truncate>
                {typeName}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {snippet(question.data) || '—'}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <Group gap={4} justify="space-between" wrap="nowrap" pl={30}>
        <Group gap={4} wrap="nowrap" c={complete ? COMPLETE_TEXT : INCOMPLETE_TEXT}>
          {complete ? <CheckCircleIcon size={14} /> : <AlertCircleIcon size={14} />}
          <Text size="xs" fw={600} c="inherit">
            {state}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap" role="group" aria-label={t('studio.questions.actions', { n: number })}>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={number === 1}
            onClick={() => onMove(number - 2, 'up')}
            data-move="up"
            aria-label={t('studio.questions.moveUp', { n: number })}
          >
            <UpIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={number === total}
            onClick={() => onMove(number, 'down')}
            data-move="down"
            aria-label={t('studio.questions.moveDown', { n: number })}
          >
            <DownIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onDuplicate}
            aria-label={t('studio.questions.duplicate', { n: number })}
          >
            <CopyIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.9"
            onClick={onDelete}
            aria-label={t('studio.questions.delete', { n: number })}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
