import { QUESTION_LIMITS } from '@clearsheets/shared';
import { ActionIcon, Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { COMPLETE_TEXT } from '../../../../lib/status-colors';
import { useStudioT } from '../../i18n';
import { nextPartId } from '../../lib/part-ids';
import type { ChoiceDraft } from '../../lib/question-draft';
import { useFieldIssue, useTouch } from '../issue-context';
import { ListIssue } from '../list-issue';
import { PlusIcon, TrashIcon } from '../studio-icons';

interface ChoiceListEditorProps {
  choices: ChoiceDraft[];
  onChange: (choices: ChoiceDraft[]) => void;
  /** One correct (radio) or any number (checkboxes). */
  mode: 'single' | 'multiple';
  /** Where the list sits in the question ("content.choices", "content.dropdowns.0.options"). */
  path: string;
  legend: string;
  /** "Choice 2" / "Option 2". */
  itemLabel: (n: number) => string;
  /** Names of the remove button and the correct mark; "Remove choice 2", "Choice 2 is correct" by default. */
  removeLabel?: (n: number) => string;
  correctLabel?: (n: number) => string;
  /** The add button's words ("Add choice" by default). */
  addLabel?: string;
  idPrefix?: string;
}

/** Choices with their correct marks: multi choice (one), selection (several) and drop-down options. */
export function ChoiceListEditor(props: ChoiceListEditorProps) {
  const { choices, onChange, mode, path, legend, itemLabel, idPrefix = 'c' } = props;
  const t = useStudioT();
  const removeLabel = props.removeLabel ?? ((n: number) => t('studio.choices.remove', { n }));
  const correctLabel = props.correctLabel ?? ((n: number) => t('studio.choices.correctLabel', { n }));
  const touch = useTouch();
  const group = useId();
  const set = (index: number, patch: Partial<ChoiceDraft>) =>
    onChange(choices.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const markCorrect = (index: number, correct: boolean) => {
    touch(path);
    onChange(
      choices.map((c, i) => (i === index ? { ...c, correct } : mode === 'single' ? { ...c, correct: false } : c)),
    );
  };
  return (
    <Stack component="fieldset" gap="xs" p={0} m={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} size="sm" p={0}>
        {legend}
      </Text>
      <Text size="xs" c="dimmed">
        {mode === 'single' ? t('studio.choices.singleHint') : t('studio.choices.multipleHint')}
      </Text>
      {choices.map((choice, index) => (
        <ChoiceRow
          key={choice.id}
          choice={choice}
          path={`${path}.${index}.text`}
          mode={mode}
          group={group}
          label={itemLabel(index + 1)}
          removeLabel={removeLabel(index + 1)}
          correctLabel={correctLabel(index + 1)}
          canRemove={choices.length > QUESTION_LIMITS.choicesMin}
          onText={(text) => set(index, { text })}
          onCorrect={(correct) => markCorrect(index, correct)}
          onRemove={() => {
            touch(path);
            onChange(choices.filter((_, i) => i !== index));
          }}
        />
      ))}
      <ListIssue path={path} />
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<PlusIcon />}
          disabled={choices.length >= QUESTION_LIMITS.choicesMax}
          onClick={() =>
            onChange([
              ...choices,
              {
                id: nextPartId(
                  idPrefix,
                  choices.map((c) => c.id),
                ),
                text: '',
                correct: false,
              },
            ])
          }
        >
          {props.addLabel ?? t('studio.choices.add')}
        </Button>
      </Group>
    </Stack>
  );
}

interface ChoiceRowProps {
  choice: ChoiceDraft;
  path: string;
  mode: 'single' | 'multiple';
  group: string;
  label: string;
  removeLabel: string;
  correctLabel: string;
  canRemove: boolean;
  onText: (text: string) => void;
  onCorrect: (correct: boolean) => void;
  onRemove: () => void;
}

function ChoiceRow(props: ChoiceRowProps) {
  const { choice, path, mode, group, label, removeLabel, correctLabel, canRemove, onText, onCorrect, onRemove } = props;
  const t = useStudioT();
  const { error, touch } = useFieldIssue(path);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <div style={{ paddingTop: 30 }}>
        {mode === 'single' ? (
          <Radio
            name={group}
            checked={choice.correct}
            onChange={(event) => event.currentTarget.checked && onCorrect(true)}
            aria-label={correctLabel}
          />
        ) : (
          <Checkbox
            checked={choice.correct}
            onChange={(event) => onCorrect(event.currentTarget.checked)}
            aria-label={correctLabel}
          />
        )}
      </div>
      <TextInput
        label={label}
        value={choice.text}
        onChange={(event) => onText(event.currentTarget.value)}
        onBlur={touch}
        error={error}
        maxLength={QUESTION_LIMITS.choiceTextMax}
        style={{ flex: 1, minWidth: 0 }}
        rightSection={
          choice.correct ? (
            <Text size="xs" c={COMPLETE_TEXT} fw={700} pr="xs">
              {t('studio.choices.correct')}
            </Text>
          ) : null
        }
        rightSectionWidth={choice.correct ? 70 : undefined}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        mt={25}
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={removeLabel}
      >
        <TrashIcon />
      </ActionIcon>
    </Group>
  );
}
