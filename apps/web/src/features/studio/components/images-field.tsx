import { QUESTION_LIMITS } from '@clearsheets/shared';
import { ActionIcon, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useStudioT } from '../i18n';
import type { ImageDraft } from '../lib/question-draft';
import { ImageUploadButton } from './image-upload-button';
import { useFieldIssue } from './issue-context';
import { TrashIcon } from './studio-icons';

/** Pictures shown with the question, each with the alt text screen readers and read-aloud need. */
export function ImagesField({ images, onChange }: { images: ImageDraft[]; onChange: (images: ImageDraft[]) => void }) {
  const t = useStudioT();
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('studio.editor.images')}{' '}
        <Text span c="dimmed" size="sm">
          ({t('studio.optional')})
        </Text>
      </Text>
      {images.map((image, index) => (
        <ImageRow
          key={image.url}
          image={image}
          n={index + 1}
          onAlt={(alt) => onChange(images.map((im, i) => (i === index ? { ...im, alt } : im)))}
          onRemove={() => onChange(images.filter((_, i) => i !== index))}
        />
      ))}
      <ImageUploadButton
        label={t('studio.editor.addImage')}
        disabled={images.length >= QUESTION_LIMITS.imagesMax}
        onUploaded={(uploaded) => onChange([...images, { url: uploaded.url, alt: '' }])}
      />
    </Stack>
  );
}

function ImageRow({
  image,
  n,
  onAlt,
  onRemove,
}: {
  image: ImageDraft;
  n: number;
  onAlt: (alt: string) => void;
  onRemove: () => void;
}) {
  const t = useStudioT();
  const { error, touch } = useFieldIssue(`images.${n - 1}.alt`);
  return (
    <Paper withBorder radius="md" p="xs">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Image src={image.url} alt={image.alt} w={72} h={72} fit="contain" radius="sm" bg="gray.0" />
        <TextInput
          label={t('studio.editor.imageAlt', { n })}
          value={image.alt}
          onChange={(event) => onAlt(event.currentTarget.value)}
          onBlur={touch}
          error={error}
          maxLength={500}
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          mt={25}
          onClick={onRemove}
          aria-label={t('studio.editor.removeImage', { n })}
        >
          <TrashIcon />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
