import { ActionIcon, Checkbox, Group, Image, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useStudioT } from '../../i18n';
import type { ImageChoiceDraft } from '../../lib/question-draft';
import { ImageUploadButton } from '../image-upload-button';
import { useFieldIssue } from '../issue-context';
import { TrashIcon } from '../studio-icons';

interface ImageChoiceCardProps {
  choice: ImageChoiceDraft;
  n: number;
  multiple: boolean;
  canRemove: boolean;
  onChange: (patch: Partial<ImageChoiceDraft>) => void;
  onCorrect: (correct: boolean) => void;
  onRemove: () => void;
}

/** One image choice: the picture (uploaded here), its alt text and its correct mark. */
export function ImageChoiceCard({
  choice,
  n,
  multiple,
  canRemove,
  onChange,
  onCorrect,
  onRemove,
}: ImageChoiceCardProps) {
  const t = useStudioT();
  const base = `content.choices.${n - 1}`;
  const url = useFieldIssue(`${base}.url`);
  const alt = useFieldIssue(`${base}.alt`);
  const correctLabel = t('studio.imageChoices.correctLabel', { n });
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('studio.imageChoices.image', { n })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onRemove}
            disabled={!canRemove}
            aria-label={t('studio.imageChoices.remove', { n })}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
        {choice.url ? (
          <Image src={choice.url} alt={choice.alt} h={120} fit="contain" radius="sm" bg="gray.0" />
        ) : (
          <Paper h={120} bg="gray.0" radius="sm" style={{ display: 'grid', placeItems: 'center' }}>
            <Text size="sm" c="dimmed">
              {t('studio.imageChoices.none')}
            </Text>
          </Paper>
        )}
        <ImageUploadButton
          label={choice.url ? t('studio.imageChoices.replace', { n }) : t('studio.imageChoices.upload', { n })}
          onUploaded={(image) => {
            url.touch();
            onChange({ url: image.url });
          }}
        />
        {url.error && (
          <Text size="sm" c="red.9">
            {url.error}
          </Text>
        )}
        <TextInput
          label={t('studio.imageChoices.alt', { n })}
          description={t('studio.imageChoices.altHint')}
          value={choice.alt}
          onChange={(event) => onChange({ alt: event.currentTarget.value })}
          onBlur={alt.touch}
          error={alt.error}
          maxLength={500}
        />
        {multiple ? (
          <Checkbox
            label={correctLabel}
            checked={choice.correct}
            onChange={(event) => onCorrect(event.currentTarget.checked)}
          />
        ) : (
          <Radio
            label={correctLabel}
            name="image-correct"
            checked={choice.correct}
            onChange={(event) => event.currentTarget.checked && onCorrect(true)}
          />
        )}
      </Stack>
    </Paper>
  );
}
