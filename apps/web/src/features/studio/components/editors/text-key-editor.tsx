import { QUESTION_LIMITS } from '@clearsheets/shared';
import { ActionIcon, Button, Collapse, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useStudioT } from '../../i18n';
import type { TextKeyDraft } from '../../lib/question-draft';
import { useFieldIssue, useTouch } from '../issue-context';
import { ListIssue } from '../list-issue';
import { PlusIcon, TrashIcon } from '../studio-icons';

interface TextKeyEditorProps {
  value: TextKeyDraft;
  onChange: (value: TextKeyDraft) => void;
  /** The key's path in the question ("content", "content.blanks.0", "content.rows.1.cells.2"). */
  path: string;
  /** Names the part when there are several ("Blank 2"), so every field's label is unique. */
  part?: string;
  /** In blanks and table cells the matching options start folded away. */
  compact?: boolean;
}

/** Accepted answers of a typed answer, with case sensitivity, numbers by value and a tolerance. */
export function TextKeyEditor({ value, onChange, path, part, compact = false }: TextKeyEditorProps) {
  const t = useStudioT();
  const touch = useTouch();
  const [open, { toggle }] = useDisclosure(!compact);
  const optionsId = useId();
  // Visible labels stay short; with several parts the accessible name also says which part it belongs to.
  const name = (n: number) => (part ? `${part}, ${t('studio.textKey.answer', { n })}` : undefined);
  const setAnswer = (index: number, text: string) =>
    onChange({ ...value, acceptedAnswers: value.acceptedAnswers.map((a, i) => (i === index ? text : a)) });

  const options = (
    <Stack gap="xs">
      <Switch
        label={t('studio.textKey.caseSensitive')}
        checked={value.caseSensitive}
        onChange={(event) => onChange({ ...value, caseSensitive: event.currentTarget.checked })}
        aria-label={part ? `${part}: ${t('studio.textKey.caseSensitive')}` : undefined}
      />
      <Switch
        label={t('studio.textKey.numeric')}
        description={t('studio.textKey.numericHint')}
        checked={value.numericEquivalence}
        onChange={(event) => onChange({ ...value, numericEquivalence: event.currentTarget.checked })}
        aria-label={part ? `${part}: ${t('studio.textKey.numeric')}` : undefined}
      />
      <ToleranceInput value={value} onChange={onChange} path={`${path}.tolerance`} part={part} />
    </Stack>
  );

  return (
    <Stack gap="xs">
      {!part && (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {t('studio.textKey.accepted')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('studio.textKey.acceptedHint')}
          </Text>
        </Stack>
      )}
      {value.acceptedAnswers.map((answer, index) => (
        <AnswerRow
          // biome-ignore lint/suspicious/noArrayIndexKey: answers are plain strings; rows are their positions
          key={index}
          path={`${path}.acceptedAnswers.${index}`}
          label={t('studio.textKey.answer', { n: index + 1 })}
          fullName={name(index + 1)}
          removeLabel={
            part
              ? `${part}, ${t('studio.textKey.remove', { n: index + 1 })}`
              : t('studio.textKey.remove', { n: index + 1 })
          }
          value={answer}
          canRemove={value.acceptedAnswers.length > 1}
          onChange={(text) => setAnswer(index, text)}
          onRemove={() => {
            touch(`${path}.acceptedAnswers`);
            onChange({ ...value, acceptedAnswers: value.acceptedAnswers.filter((_, i) => i !== index) });
          }}
        />
      ))}
      <ListIssue path={`${path}.acceptedAnswers`} />
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<PlusIcon />}
          disabled={value.acceptedAnswers.length >= QUESTION_LIMITS.acceptedAnswersMax}
          onClick={() => onChange({ ...value, acceptedAnswers: [...value.acceptedAnswers, ''] })}
          aria-label={part ? `${part}: ${t('studio.textKey.add')}` : undefined}
        >
          {t('studio.textKey.add')}
        </Button>
        {compact && (
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            onClick={toggle}
            aria-expanded={open}
            aria-controls={optionsId}
            aria-label={part ? `${part}: ${t('studio.editor.more')}` : undefined}
          >
            {t('studio.editor.more')}
          </Button>
        )}
      </Group>
      {compact ? (
        <Collapse in={open} id={optionsId}>
          {options}
        </Collapse>
      ) : (
        options
      )}
    </Stack>
  );
}

interface AnswerRowProps {
  path: string;
  label: string;
  fullName?: string;
  removeLabel: string;
  value: string;
  canRemove: boolean;
  onChange: (text: string) => void;
  onRemove: () => void;
}

function AnswerRow({ path, label, fullName, removeLabel, value, canRemove, onChange, onRemove }: AnswerRowProps) {
  const { error, touch } = useFieldIssue(path);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={label}
        aria-label={fullName}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={touch}
        error={error}
        maxLength={QUESTION_LIMITS.acceptedAnswerMax}
        style={{ flex: 1, minWidth: 0 }}
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

function ToleranceInput({
  value,
  onChange,
  path,
  part,
}: {
  value: TextKeyDraft;
  onChange: (v: TextKeyDraft) => void;
  path: string;
  part?: string;
}) {
  const t = useStudioT();
  const { error, touch } = useFieldIssue(path);
  return (
    <NumberInput
      label={t('studio.textKey.tolerance')}
      aria-label={part ? `${part}: ${t('studio.textKey.tolerance')}` : undefined}
      description={t('studio.textKey.toleranceHint')}
      value={value.tolerance ?? ''}
      onChange={(next) => onChange({ ...value, tolerance: typeof next === 'number' ? next : null })}
      onBlur={touch}
      error={error}
      min={0}
      step={0.1}
      decimalScale={6}
      allowNegative={false}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
