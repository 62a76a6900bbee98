import { type AnswerType, MESSAGES, type TWorksheetDetail } from '@clearsheets/shared';
import { Alert, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-error';
import { useStandards } from '../api/studio-queries';
import { useStudioT } from '../i18n';
import { newQuestion } from '../lib/new-question';
import { toSaved } from '../lib/question-draft';
import { useStudioSession } from '../lib/use-studio-session';
import { DetailsModal } from './details-modal';
import { ProgressSummary } from './progress-summary';
import { QuestionEditor } from './question-editor';
import { QuestionList } from './question-list';
import { SaveStatus } from './save-status';
import { StudioAssignButton } from './studio-assign-button';
import { StudioHeader } from './studio-header';
import { StudioPreviewModal } from './studio-preview-modal';
import '../studio.css';

/** The studio for one worksheet: questions on the left, the chosen one's editor on the right. */
export function StudioWorkspace({ worksheet }: { worksheet: TWorksheetDetail }) {
  const t = useStudioT();
  const session = useStudioSession(worksheet.id);
  const standards = useStandards(worksheet.grade, worksheet.subjectId);
  const questions = worksheet.questions;
  const [selectedId, setSelectedId] = useState<number | null>(questions[0]?.id ?? null);
  // Questions saved unfinished in an earlier visit show what they lack straight away.
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(
    () => new Set(questions.filter((q) => !q.isComplete).map((q) => q.id)),
  );
  const [blocked, setBlocked] = useState(false);
  const [toDelete, setToDelete] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  const editorRef = useRef<HTMLDivElement>(null);
  // A question just added may not be in the list for a moment (the cache catches up a tick later), and a
  // deleted one is gone: until then the first question stands in.
  const found = questions.findIndex((q) => q.id === selectedId);
  const index = found >= 0 ? found : questions.length > 0 ? 0 : -1;
  const selected = index >= 0 ? questions[index] : undefined;
  const complete = questions.filter((q) => q.isComplete).length;

  // Once the question is finished, the "save your previous question" note has done its job.
  useEffect(() => {
    if (selected?.isComplete) setBlocked(false);
  }, [selected?.isComplete]);

  const failed = (error: unknown) =>
    notify({
      message: isApiError(error) ? error.title : MESSAGES.somethingWentWrong,
      error: true,
      closeLabel: t('studio.close'),
    });

  const select = (id: number, scroll = true) => {
    void session.queue.flush();
    setSelectedId(id);
    setBlocked(false);
    // On phones the editor is below the list: bring it into view.
    if (scroll && window.matchMedia('(max-width: 61.99em)').matches)
      requestAnimationFrame(() => editorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const add = (type: AnswerType) => {
    if (selected && !selected.isComplete) {
      setBlocked(true);
      setRevealed((r) => new Set(r).add(selected.id));
      return;
    }
    const standardId = (selected?.data.standardId as number | undefined) ?? worksheet.standards[0]?.id ?? null;
    session.add.mutate(
      { question: toSaved(newQuestion(type, standardId)), position: questions.length },
      { onSuccess: (created) => select(created.id), onError: failed },
    );
  };

  const confirmDelete = () => {
    if (toDelete === null) return;
    const at = questions.findIndex((q) => q.id === toDelete);
    const neighbour = questions[at + 1] ?? questions[at - 1];
    session.remove.mutate(toDelete, {
      onSuccess: () => {
        setToDelete(null);
        if (toDelete === selectedId) setSelectedId(neighbour?.id ?? null);
      },
    });
  };

  return (
    <Stack gap="lg">
      <StudioHeader
        worksheet={worksheet}
        onEditDetails={() => setEditingDetails(true)}
        status={<SaveStatus status={session.status} error={session.error} onRetry={() => void session.queue.flush()} />}
        progress={<ProgressSummary complete={complete} total={questions.length} />}
        actions={
          <>
            <Button variant="default" onClick={() => setPreviewing(true)} disabled={questions.length === 0}>
              {t('studio.header.preview')}
            </Button>
            <StudioAssignButton
              worksheetId={worksheet.id}
              flush={() => session.queue.flush()}
              numberOf={(id) => {
                const at = questions.findIndex((q) => q.id === id);
                return at >= 0 ? at + 1 : null;
              }}
              onShowQuestion={(id) => {
                setRevealed((r) => new Set(r).add(id));
                select(id);
              }}
            />
          </>
        }
      />
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }} className="cs-studio-list">
          <QuestionList
            questions={questions}
            selectedId={selected?.id ?? null}
            isComplete={(q) => q.isComplete}
            onSelect={select}
            onMove={(questionId, to) =>
              session.reorder.mutate({ questionId, to, before: questions }, { onError: failed })
            }
            onDuplicate={(id) =>
              session.duplicate.mutate(id, {
                onSuccess: ({ copy }) => {
                  select(copy.id, false);
                  notify({ message: t('studio.questions.duplicated'), closeLabel: t('studio.close') });
                },
                onError: failed,
              })
            }
            onDelete={setToDelete}
            onAdd={add}
            adding={session.add.isPending}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          <Paper ref={editorRef} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} style={{ scrollMarginTop: 72 }}>
            <Stack gap="md">
              {blocked && (
                <Alert color="red" variant="light" role="alert">
                  {MESSAGES.saveQuestionFirst}
                </Alert>
              )}
              {selected ? (
                <QuestionEditor
                  key={selected.id}
                  question={selected}
                  number={index + 1}
                  passages={worksheet.passages}
                  standards={standards.data ?? []}
                  worksheetStandardIds={worksheet.standards.map((s) => s.id)}
                  session={session}
                  revealAll={revealed.has(selected.id)}
                />
              ) : (
                <Text c="dimmed">{t('studio.questions.empty')}</Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={toDelete !== null}
        title={t('studio.questions.deleteTitle', { n: questions.findIndex((q) => q.id === toDelete) + 1 })}
        confirmLabel={t('studio.questions.deleteConfirm')}
        cancelLabel={t('studio.cancel')}
        closeLabel={t('studio.close')}
        loading={session.remove.isPending}
        error={
          session.remove.isError
            ? isApiError(session.remove.error)
              ? session.remove.error.title
              : MESSAGES.somethingWentWrong
            : null
        }
        onConfirm={confirmDelete}
        onClose={() => {
          session.remove.reset();
          setToDelete(null);
        }}
      >
        {t('studio.questions.deleteBody')}
      </ConfirmModal>
      <StudioPreviewModal opened={previewing} worksheet={worksheet} onClose={() => setPreviewing(false)} />
      <DetailsModal worksheet={worksheet} opened={editingDetails} onClose={() => setEditingDetails(false)} />
    </Stack>
  );
}
