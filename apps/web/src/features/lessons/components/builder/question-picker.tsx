import { type TWorksheetDetail, ZQuestionInput } from '@clearsheets/shared';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useMemo, useState } from 'react';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { useGradeSubjectLabels } from '../../../../lib/grade-subject';
import { plainText } from '../../../questions';
import { useWorksheetQuestions, useWorksheetSearch, type WorksheetSource } from '../../api/my-lesson-queries';
import type { SourceQuestion } from '../../lib/lesson-builder';
import { useMyT } from '../../my-i18n';

export interface PickedQuestions {
  questions: SourceQuestion[];
  /** Standard codes by id, as the worksheet names them. */
  standards: Map<number, string>;
}

interface QuestionPickerProps {
  opened: boolean;
  /** How many more questions the check takes. */
  room: number;
  onClose: () => void;
  onPick: (picked: PickedQuestions) => void;
}

/** Picks questions from a library worksheet or one of the teacher's own: search, open one, tick its questions. */
export function QuestionPicker({ opened, room, onClose, onPick }: QuestionPickerProps) {
  const t = useMyT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('picker.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('picker.close') }}
    >
      {opened && <PickerBody room={room} onPick={onPick} />}
    </Modal>
  );
}

function PickerBody({ room, onPick }: { room: number; onPick: QuestionPickerProps['onPick'] }) {
  const t = useMyT();
  const labels = useGradeSubjectLabels();
  const [source, setSource] = useState<WorksheetSource>('library');
  const [q, setQ] = useState('');
  const [debouncedQ] = useDebouncedValue(q.trim(), 400);
  const [page, setPage] = useState(1);
  const [worksheetId, setWorksheetId] = useState<number | null>(null);
  const list = useWorksheetSearch(source, debouncedQ, page, worksheetId === null);
  const listId = useId();
  if (worksheetId !== null)
    return <WorksheetQuestions id={worksheetId} room={room} onBack={() => setWorksheetId(null)} onPick={onPick} />;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`${listId}-source`}>
          {t('picker.source')}
        </Text>
        <SegmentedControl
          aria-labelledby={`${listId}-source`}
          value={source}
          onChange={(v) => {
            setSource(v as WorksheetSource);
            setPage(1);
          }}
          data={[
            { value: 'library', label: t('picker.library') },
            { value: 'mine', label: t('picker.mine') },
          ]}
        />
      </Stack>
      <TextInput
        type="search"
        label={t('picker.search')}
        placeholder={t('picker.searchPlaceholder')}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setPage(1);
        }}
        maxLength={200}
        data-autofocus
      />
      <section aria-labelledby={listId}>
        <Title order={3} fz="md" id={listId} mb="xs">
          {t('picker.worksheets')}
        </Title>
        {list.isPending ? (
          <LoadingBlock lines={4} />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed">{t('picker.none')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={list.isFetching}>
            {list.data.items.map((w) => (
              <li key={w.id}>
                <Group justify="space-between" wrap="wrap" gap="xs" className="cs-builder-row">
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600}>{w.title}</Text>
                    <Text size="sm" c="dimmed">
                      {t('picker.worksheetLine', { grade: labels.grade(w.grade), count: w.questionCount })}
                      {w.standards.length > 0 && ` · ${w.standards.map((s) => s.code).join(', ')}`}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setWorksheetId(w.id)}
                    aria-label={t('picker.openLabel', { title: w.title })}
                  >
                    {t('picker.open')}
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </section>
      {pages > 1 && (
        <Group justify="space-between">
          <Button variant="default" size="xs" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            {t('picker.previous')}
          </Button>
          <Text size="sm">{t('picker.pageOf', { page, pages })}</Text>
          <Button variant="default" size="xs" onClick={() => setPage(page + 1)} disabled={page >= pages}>
            {t('picker.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface Candidate {
  id: number;
  number: number;
  text: string;
  question: SourceQuestion | null;
  reason: 'incomplete' | 'passage' | null;
}

function candidatesOf(detail: TWorksheetDetail): Candidate[] {
  return detail.questions.map((wq, i) => {
    const parsed = wq.isComplete ? ZQuestionInput.safeParse(wq.data) : null;
    const question = parsed?.success ? { ...parsed.data, id: wq.id } : null;
    const prompt = typeof wq.data.prompt === 'string' ? wq.data.prompt : '';
    return {
      id: wq.id,
      number: i + 1,
      text: plainText(prompt).slice(0, 240),
      question,
      reason: !question ? 'incomplete' : question.passageId ? 'passage' : null,
    };
  });
}

function WorksheetQuestions({
  id,
  room,
  onBack,
  onPick,
}: {
  id: number;
  room: number;
  onBack: () => void;
  onPick: QuestionPickerProps['onPick'];
}) {
  const t = useMyT();
  const detail = useWorksheetQuestions(id);
  const [chosen, setChosen] = useState<string[]>([]);
  const candidates = useMemo(() => (detail.data ? candidatesOf(detail.data) : []), [detail.data]);
  if (detail.isPending) return <LoadingBlock lines={5} />;
  if (detail.isError)
    return <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  const codes = new Map(detail.data.standards.map((s) => [s.id, s.code]));
  const left = room - chosen.length;
  const add = () => {
    const questions = candidates
      .filter((c) => chosen.includes(String(c.id)) && c.question)
      .map((c) => c.question as SourceQuestion);
    onPick({ questions, standards: codes });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" size="xs" onClick={onBack}>
          ← {t('picker.backToList')}
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {t('picker.left', { count: Math.max(0, left) })}
        </Text>
      </Group>
      <Checkbox.Group
        label={t('picker.questionsOf', { title: detail.data.title })}
        value={chosen}
        onChange={(values) => setChosen(values.slice(0, room))}
      >
        <Stack gap="sm" mt="xs">
          {candidates.map((c) => {
            const checked = chosen.includes(String(c.id));
            const standard = c.question?.standardId ? codes.get(c.question.standardId) : undefined;
            return (
              <Checkbox
                key={c.id}
                value={String(c.id)}
                disabled={c.reason !== null || (!checked && left <= 0)}
                label={
                  <span>
                    <Text span fw={700}>
                      {t('picker.choose', { number: c.number })}
                    </Text>
                    {standard && (
                      <Text span c="dimmed">
                        {' '}
                        ({standard})
                      </Text>
                    )}
                    <VisuallyHidden>: </VisuallyHidden> <span>{c.text}</span>
                  </span>
                }
                description={c.reason ? t(c.reason === 'passage' ? 'picker.passage' : 'picker.incomplete') : undefined}
              />
            );
          })}
        </Stack>
      </Checkbox.Group>
      {room <= 0 && (
        <Alert color="orange" variant="light">
          {t('picker.left', { count: 0 })}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={add} disabled={chosen.length === 0}>
          {t('picker.add', { count: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
