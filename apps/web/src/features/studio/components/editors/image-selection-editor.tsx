import { QUESTION_LIMITS } from '@clearsheets/shared';
import { Button, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useStudioT } from '../../i18n';
import { nextPartId } from '../../lib/part-ids';
import type { ImageChoiceDraft } from '../../lib/question-draft';
import { useTouch } from '../issue-context';
import { ListIssue } from '../list-issue';
import { PlusIcon } from '../studio-icons';
import type { ContentEditorProps } from './editor-props';
import { ImageChoiceCard } from './image-choice-card';

/** 5 image selection: uploaded images with alt text; one correct, or several when "multiple" is on. */
export function ImageSelectionEditor({ content, onChange }: ContentEditorProps<5>) {
  const t = useStudioT();
  const touch = useTouch();
  const { choices, multiple } = content;
  const setChoice = (index: number, patch: Partial<ImageChoiceDraft>) =>
    onChange({ ...content, choices: choices.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const markCorrect = (index: number, correct: boolean) => {
    touch('content.choices');
    onChange({
      ...content,
      choices: choices.map((c, i) => (i === index ? { ...c, correct } : multiple ? c : { ...c, correct: false })),
    });
  };

  return (
    <Stack component="fieldset" gap="sm" p={0} m={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} size="sm" p={0}>
        {t('studio.imageChoices.legend')}
      </Text>
      <Switch
        label={t('studio.imageChoices.multiple')}
        checked={multiple}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          // Going back to one answer keeps only the first image marked correct.
          let kept = false;
          const fixed = next
            ? choices
            : choices.map((c) => {
                const keep = c.correct && !kept;
                if (keep) kept = true;
                return { ...c, correct: keep };
              });
          onChange({ multiple: next, choices: fixed });
        }}
      />
      <Text size="xs" c="dimmed">
        {multiple ? t('studio.choices.multipleHint') : t('studio.choices.singleHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {choices.map((choice, index) => (
          <ImageChoiceCard
            key={choice.id}
            choice={choice}
            n={index + 1}
            multiple={multiple}
            canRemove={choices.length > QUESTION_LIMITS.choicesMin}
            onChange={(patch) => setChoice(index, patch)}
            onCorrect={(correct) => markCorrect(index, correct)}
            onRemove={() => {
              touch('content.choices');
              onChange({ ...content, choices: choices.filter((_, i) => i !== index) });
            }}
          />
        ))}
      </SimpleGrid>
      <ListIssue path="content.choices" />
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<PlusIcon />}
          disabled={choices.length >= QUESTION_LIMITS.choicesMax}
          onClick={() =>
            onChange({
              ...content,
              choices: [
                ...choices,
                {
                  id: nextPartId(
                    'm',
                    choices.map((c) => c.id),
                  ),
                  url: '',
                  alt: '',
                  correct: false,
                },
              ],
            })
          }
        >
          {t('studio.imageChoices.add')}
        </Button>
      </Group>
    </Stack>
  );
}
