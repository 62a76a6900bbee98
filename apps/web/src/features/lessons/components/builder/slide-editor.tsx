import { SLIDE_COMPONENT_KINDS as K, type TSlide, type TSlideComponent, toStudentSlide } from '@clearsheets/shared';
import { Button, Checkbox, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { BUILDER_LIMITS, type ComponentKind } from '../../lib/lesson-builder';
import { useMyT } from '../../my-i18n';
import { SlideView } from '../slide-view';
import { PartEditor, partName } from './part-editor';
import type { PickedQuestions } from './question-picker';

/** The kinds a teacher adds, in the order the menu offers them. */
const ADDABLE: ComponentKind[] = [
  K.socialEmotional,
  K.priorKnowledge,
  K.presentationActivity,
  K.yesNo,
  K.trueFalse,
  K.video,
  K.warmUp,
  K.checkpoint,
  K.exitTicket,
];

interface SlideEditorProps {
  slide: TSlide;
  index: number;
  slides: TSlide[];
  standardCodes: ReadonlyMap<number, string>;
  problems: { field: string; message: string }[];
  onChange: (next: TSlide) => void;
  onTarget: (target: 1 | 2) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onAddPart: (kind: ComponentKind) => void;
  onPartChange: (key: string, next: TSlideComponent) => void;
  onPartMove: (from: number, to: number) => void;
  onPartRemove: (key: string) => void;
  onAddQuestions: (componentKey: string, into: 'questions' | 'recheck', picked: PickedQuestions) => void;
  canDuplicate: boolean;
}

/** The chosen slide: its title, whether it is a follow-up, notes, its components, and how students will see it. */
export function SlideEditor(props: SlideEditorProps) {
  const { slide, index, slides, problems, onChange } = props;
  const t = useMyT();
  const [adding, setAdding] = useState<string | null>(null);
  const studentSlide = useMemo(() => toStudentSlide(slide), [slide]);
  const at = `content.slides.${index}`;
  const slideProblems = problems.filter((p) => p.field === at || p.field === `${at}.title` || p.field === `${at}.key`);
  const full = slide.components.length >= BUILDER_LIMITS.components;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="lg">
          {t('slide.heading', { number: index + 1 })}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={props.onDuplicate} disabled={!props.canDuplicate}>
            {t('slide.duplicate')}
          </Button>
          <Button variant="subtle" color="red.9" c="red.9" size="xs" onClick={props.onDelete}>
            {t('slide.delete')}
          </Button>
        </Group>
      </Group>
      <TextInput
        label={t('slide.title')}
        value={slide.title}
        onChange={(e) => onChange({ ...slide, title: e.currentTarget.value })}
        maxLength={200}
        error={slideProblems[0]?.message}
      />
      <Checkbox
        label={t('slide.followUpOnly')}
        description={t('slide.followUpHint')}
        checked={slide.target === 2}
        onChange={(e) => props.onTarget(e.currentTarget.checked ? 2 : 1)}
      />
      <Textarea
        label={t('slide.notes')}
        description={t('slide.notesHint')}
        value={slide.notes ?? ''}
        onChange={(e) => {
          const notes = e.currentTarget.value;
          const { notes: _old, ...rest } = slide;
          onChange(notes ? { ...rest, notes } : rest);
        }}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={4_000}
      />
      <Stack gap="sm" component="section" aria-labelledby={`parts-${slide.key}`}>
        <Title order={3} fz="md" id={`parts-${slide.key}`}>
          {t('parts.title')}
        </Title>
        {slide.components.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('parts.empty')}
          </Text>
        )}
        {slide.components.map((c, j) => (
          <PartEditor
            key={c.key}
            component={c}
            index={j}
            count={slide.components.length}
            slides={slides}
            standardCodes={props.standardCodes}
            problems={problems
              .filter((p) => p.field === `${at}.components.${j}` || p.field.startsWith(`${at}.components.${j}.`))
              .map((p) => ({ ...p, field: p.field.slice(`${at}.components.${j}.`.length) }))}
            onChange={(next) => props.onPartChange(c.key, next)}
            onMove={(to) => props.onPartMove(j, to)}
            onRemove={() => props.onPartRemove(c.key)}
            onAddQuestions={(into, picked) => props.onAddQuestions(c.key, into, picked)}
          />
        ))}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            label={t('parts.add')}
            data={ADDABLE.map((k) => ({ value: String(k), label: partName(t, k) }))}
            value={adding}
            onChange={setAdding}
            disabled={full}
            w={{ base: '100%', xs: 320 }}
            description={full ? t('parts.full', { max: BUILDER_LIMITS.components }) : undefined}
          />
          <Button
            onClick={() => {
              if (adding) props.onAddPart(Number(adding) as ComponentKind);
              setAdding(null);
            }}
            disabled={!adding || full}
          >
            {t('parts.addButton')}
          </Button>
        </Group>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="gray.0">
        <Text size="sm" fw={700} mb="xs">
          {t('builder.preview')}
        </Text>
        <SlideView slide={studentSlide} keySlide={slide} showKeys headingOrder={3} />
      </Paper>
    </Stack>
  );
}
