import type { AnswerType, TWorksheetQuestion } from '@clearsheets/shared';
import { Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useStudioT } from '../i18n';
import { AddQuestionMenu } from './add-question-menu';
import { QuestionListItem } from './question-list-item';

interface QuestionListProps {
  questions: TWorksheetQuestion[];
  selectedId: number | null;
  /** Whether a question is complete (the one being edited is checked live). */
  isComplete: (question: TWorksheetQuestion) => boolean;
  onSelect: (id: number) => void;
  onMove: (id: number, to: number) => void;
  onDuplicate: (id: number) => void;
  onDelete: (id: number) => void;
  onAdd: (type: AnswerType) => void;
  adding: boolean;
}

/** Puts focus back where the teacher was after a move (the moved question's button or arrow). */
function refocus(id: number, via: 'keys' | 'up' | 'down') {
  requestAnimationFrame(() => {
    const item = document.querySelector(`[data-question-id="${id}"]`);
    const arrow = via === 'keys' ? null : item?.querySelector<HTMLButtonElement>(`[data-move="${via}"]:not(:disabled)`);
    (arrow ?? item?.querySelector<HTMLElement>('[data-question-button]'))?.focus();
  });
}

/** The worksheet's questions in order, with their state, the move/copy/delete controls and "Add question". */
export function QuestionList(props: QuestionListProps) {
  const { questions, selectedId, isComplete, onSelect, onMove, onDuplicate, onDelete, onAdd, adding } = props;
  const t = useStudioT();
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  const total = questions.length;
  return (
    <Stack component="nav" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('studio.questions.heading')}
        </Title>
      </Group>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('studio.questions.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {questions.map((question, index) => (
            <QuestionListItem
              key={question.id}
              question={question}
              number={index + 1}
              total={total}
              selected={question.id === selectedId}
              complete={isComplete(question)}
              onSelect={() => onSelect(question.id)}
              onMove={(to, via) => {
                onMove(question.id, to);
                setAnnouncement(t('studio.questions.moved', { n: to + 1, total }));
                refocus(question.id, via);
              }}
              onDuplicate={() => onDuplicate(question.id)}
              onDelete={() => onDelete(question.id)}
            />
          ))}
        </Stack>
      )}
      <AddQuestionMenu onAdd={onAdd} loading={adding} fullWidth />
      {total > 1 && (
        <Text size="xs" c="dimmed">
          {t('studio.questions.keyboardHint')}
        </Text>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
