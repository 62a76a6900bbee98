import { ANSWER_TYPES, type TPassage, type TStandard, type TWorksheetQuestion } from '@clearsheets/shared';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useAnswerTypeName } from '../../../lib/answer-type-name';
import { COMPLETE_TEXT, INCOMPLETE_TEXT } from '../../../lib/status-colors';
import { useStudioT } from '../i18n';
import { checkDraft } from '../lib/draft-issues';
import { fromSaved, type QuestionDraft, toSaved } from '../lib/question-draft';
import type { StudioSession } from '../lib/use-studio-session';
import { useTouched } from '../lib/use-touched';
import { AnswerKeyEditor } from './editors/answer-key-editor';
import { HintField } from './hint-field';
import { ImagesField } from './images-field';
import { ImportNotes } from './import-notes';
import { IssueProvider } from './issue-context';
import { PassageField } from './passage-field';
import { PointsField } from './points-field';
import { PromptField } from './prompt-field';
import { StandardField } from './standard-field';
import { StudentPreview } from './student-preview';

interface QuestionEditorProps {
  question: TWorksheetQuestion;
  number: number;
  passages: TPassage[];
  standards: TStandard[];
  /** The worksheet's own standards, listed first. */
  worksheetStandardIds: number[];
  session: StudioSession;
  /** Show every issue, not only those of fields the teacher has left. */
  revealAll: boolean;
}

/** The editor of one question: prompt, answer key of its type, points, standard, passage, hint, images. */
export function QuestionEditor(props: QuestionEditorProps) {
  const { question, number, passages, standards, worksheetStandardIds, session, revealAll } = props;
  const t = useStudioT();
  const answerTypeNameOf = useAnswerTypeName();
  // The draft lives here, updated synchronously as the teacher types (inputs must never lag behind their
  // keystrokes); the working copy in the cache and the autosave follow each change. The editor is keyed by
  // question, so choosing another question starts from that question's latest copy.
  const [draft, setDraft] = useState(() => fromSaved(question.data, question.answerType));
  const check = useMemo(() => checkDraft(draft), [draft]);
  const { touched, touch } = useTouched();
  const change = (next: QuestionDraft) => {
    setDraft(next);
    session.edit(question.id, toSaved(next), checkDraft(next).complete);
  };
  const typeName = answerTypeNameOf(draft.answerType);

  return (
    <IssueProvider issues={check.issues} touched={touched} revealAll={revealAll} touch={touch}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3">
            {t('studio.editor.heading', { n: number, type: typeName })}
          </Title>
          <Text size="sm" c={check.complete ? COMPLETE_TEXT : revealAll ? INCOMPLETE_TEXT : 'dimmed'} fw={500}>
            {check.complete
              ? t('studio.questions.complete')
              : t('studio.issues.summary', { count: check.issues.length })}
          </Text>
        </Group>
        <ImportNotes notes={question.importNotes ?? []} />
        <PromptField value={draft.prompt} onChange={(prompt) => change({ ...draft, prompt })} />
        <Divider />
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('studio.editor.answerKey')}
          </Title>
          <AnswerKeyEditor draft={draft} onChange={change} />
        </Stack>
        <Divider />
        <Group gap="md" align="flex-start" wrap="wrap">
          <PointsField
            value={draft.points}
            onChange={(points) => change({ ...draft, points })}
            maximum={draft.answerType === ANSWER_TYPES.constructedResponse}
          />
          <div style={{ flex: '1 1 260px', minWidth: 0 }}>
            <StandardField
              value={draft.standardId}
              onChange={(standardId) => change({ ...draft, standardId })}
              standards={standards}
              preferred={worksheetStandardIds}
            />
          </div>
        </Group>
        <PassageField
          value={draft.passageId}
          onChange={(passageId) => change({ ...draft, passageId })}
          passages={passages}
          session={session}
        />
        <HintField value={draft.hint} onChange={(hint) => change({ ...draft, hint })} />
        <ImagesField images={draft.images} onChange={(images) => change({ ...draft, images })} />
        <StudentPreview questionId={question.id} number={number} draft={draft} passages={passages} />
      </Stack>
    </IssueProvider>
  );
}
