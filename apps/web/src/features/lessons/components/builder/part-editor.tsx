import {
  CFU_OPTIONS,
  type CfuFormat,
  INTERVENTION_KINDS,
  SLIDE_COMPONENT_KINDS as K,
  lessonVideoSource,
  type TQuestion,
  type TSlide,
  type TSlideComponent,
  type TSlideComponentOf,
  videoEmbedAddress,
} from '@clearsheets/shared';
import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-error';
import { plainText } from '../../../questions';
import { uploadLessonMedia } from '../../api/my-lesson-queries';
import { interventionLabel, useLessonsT } from '../../i18n';
import { BUILDER_LIMITS, type ComponentKind } from '../../lib/lesson-builder';
import { optionLabel } from '../../lib/option-labels';
import { type MyT, useMyT } from '../../my-i18n';
import { type PickedQuestions, QuestionPicker } from './question-picker';

export const partName = (t: MyT, kind: ComponentKind) => t(`parts.kinds.k${kind}` as Parameters<MyT>[0]);

interface PartEditorProps {
  component: TSlideComponent;
  index: number;
  count: number;
  /** Every slide of the lesson (follow-ups are the target-2 ones). */
  slides: TSlide[];
  standardCodes: ReadonlyMap<number, string>;
  /** Problems found for this component, by the field after its path ("prompt", "questions", ""). */
  problems: { field: string; message: string }[];
  onChange: (next: TSlideComponent) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onAddQuestions: (into: 'questions' | 'recheck', picked: PickedQuestions) => void;
}

/** One component of the slide: its own fields by kind, moved up or down, removed. */
export function PartEditor(props: PartEditorProps) {
  const { component: c, index, count, onMove, onRemove, problems } = props;
  const t = useMyT();
  const name = partName(t, c.kind);
  const headingId = `part-${c.key}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={4} fz="md" id={headingId}>
            {index + 1}. {name}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={() => onMove(index - 1)}
              disabled={index === 0}
              aria-label={t('parts.moveUp', { name })}
            >
              <span aria-hidden>↑</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => onMove(index + 1)}
              disabled={index >= count - 1}
              aria-label={t('parts.moveDown', { name })}
            >
              <span aria-hidden>↓</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              c="red.9"
              onClick={onRemove}
              aria-label={t('parts.remove', { name })}
            >
              <span aria-hidden>✕</span>
            </ActionIcon>
          </Group>
        </Group>
        <PartFields {...props} />
        {problems.length > 0 && (
          <Stack gap={2}>
            {problems.map((p) => (
              <Text key={`${p.field}-${p.message}`} size="sm" c="red.9">
                {p.message}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

const errorOf = (problems: PartEditorProps['problems'], field: string) =>
  problems.find((p) => p.field === field || p.field.startsWith(`${field}.`))?.message;

function PartFields({ component: c, onChange, problems, slides, standardCodes, onAddQuestions }: PartEditorProps) {
  const t = useMyT();
  const lt = useLessonsT();
  const set = <C extends TSlideComponent>(patch: Partial<C>) => onChange({ ...c, ...patch } as TSlideComponent);
  const correctSelect = (values: readonly { value: string; label: string }[], value: string | undefined) => (
    <Select
      label={t('parts.correct')}
      data={[{ value: '', label: t('parts.correctNone') }, ...values]}
      value={value ?? ''}
      onChange={(v) => set({ correct: v ? v : undefined } as Partial<TSlideComponent>)}
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
    />
  );
  switch (c.kind) {
    case K.socialEmotional:
      return (
        <>
          <Select
            label={t('parts.template')}
            data={[1, 2, 3, 4].map((n) => ({ value: String(n), label: t('parts.templateOption', { number: n }) }))}
            value={String(c.template)}
            onChange={(v) => v && set<TSlideComponentOf<1>>({ template: Number(v) as 1 | 2 | 3 | 4 })}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
          <TextInput
            label={t('parts.prompt')}
            value={c.prompt}
            onChange={(e) => set<TSlideComponentOf<1>>({ prompt: e.currentTarget.value })}
            maxLength={500}
            required
            error={errorOf(problems, 'prompt')}
          />
        </>
      );
    case K.priorKnowledge:
    case K.presentationActivity:
      return (
        <>
          <TextInput
            label={t('parts.textTitle')}
            value={c.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            maxLength={200}
          />
          <Textarea
            label={t('parts.body')}
            description={t('parts.bodyHint')}
            value={c.body}
            onChange={(e) => set({ body: e.currentTarget.value })}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={20_000}
          />
          {c.kind === K.presentationActivity && <CfuFields component={c} onChange={onChange} />}
        </>
      );
    case K.yesNo:
    case K.trueFalse:
      return (
        <>
          <Textarea
            label={t('parts.prompt')}
            value={c.prompt}
            onChange={(e) => set({ prompt: e.currentTarget.value })}
            autosize
            minRows={2}
            maxLength={2_000}
            required
            error={errorOf(problems, 'prompt')}
          />
          {correctSelect(
            CFU_OPTIONS[c.kind === K.yesNo ? 2 : 3].map((o) => ({
              value: o.value,
              label: optionLabel(lt, c.kind === K.yesNo ? 2 : 3, 'cfu', o),
            })),
            c.correct,
          )}
        </>
      );
    case K.video:
      return (
        <>
          <TextInput
            label={t('parts.videoTitle')}
            value={c.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            maxLength={200}
          />
          <MediaField
            label={t('parts.videoSrc')}
            description={t('parts.videoSrcHint')}
            value={c.src}
            onChange={(typed) => {
              // A pasted YouTube or Vimeo link becomes its embed address; an embedded player shows its own captions.
              const src = videoEmbedAddress(typed);
              set(isEmbedded(src) ? { src, captionsSrc: '' } : { src });
            }}
            error={errorOf(problems, 'src')}
            accept="video/mp4,video/webm"
            uploadLabel={t('parts.uploadVideo')}
          />
          {!isEmbedded(c.src) && (
            <MediaField
              label={t('parts.captionsSrc')}
              description={t('parts.captionsHint')}
              value={c.captionsSrc}
              onChange={(captionsSrc) => set({ captionsSrc })}
              error={errorOf(problems, 'captionsSrc')}
              accept=".vtt,text/vtt"
              uploadLabel={t('parts.uploadCaptions')}
            />
          )}
        </>
      );
    case K.warmUp:
    case K.checkpoint:
    case K.exitTicket:
      return (
        <CheckFields
          component={c}
          onChange={onChange}
          slides={slides}
          standardCodes={standardCodes}
          problems={problems}
          onAddQuestions={onAddQuestions}
        />
      );
  }
}

const FORMATS: CfuFormat[] = [0, 1, 2, 3, 4, 5, 6];

function CfuFields({
  component: c,
  onChange,
}: {
  component: TSlideComponentOf<7>;
  onChange: (c: TSlideComponent) => void;
}) {
  const t = useMyT();
  const lt = useLessonsT();
  const cfu = c.cfu ?? { format: 0, prompt: '' };
  const format = cfu.format as CfuFormat;
  const letters = format === 5 ? ['A', 'B', 'C', 'D'] : format === 6 ? ['A', 'B', 'C'] : [];
  const setCfu = (patch: Partial<typeof cfu>) => onChange({ ...c, cfu: { ...cfu, ...patch } });
  return (
    <Stack gap="sm">
      <Select
        label={t('parts.cfuFormat')}
        data={FORMATS.map((f) => ({ value: String(f), label: t(`parts.formats.f${f}` as Parameters<MyT>[0]) }))}
        value={String(format)}
        onChange={(v) => {
          if (v === null) return;
          const next = Number(v) as CfuFormat;
          const count = next === 5 ? 4 : next === 6 ? 3 : 0;
          setCfu({
            format: next,
            correct: undefined,
            choices: count ? Array.from({ length: count }, (_, i) => cfu.choices?.[i] ?? '') : undefined,
          });
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
      />
      {format !== 0 && (
        <>
          <TextInput
            label={t('parts.cfuPrompt')}
            value={cfu.prompt}
            onChange={(e) => setCfu({ prompt: e.currentTarget.value })}
            maxLength={2_000}
          />
          {letters.map((letter, i) => (
            <TextInput
              key={letter}
              label={t('parts.choice', { letter })}
              value={cfu.choices?.[i] ?? ''}
              onChange={(e) => {
                const choices = letters.map((_, j) => cfu.choices?.[j] ?? '');
                choices[i] = e.currentTarget.value;
                setCfu({ choices });
              }}
              maxLength={500}
            />
          ))}
          <Select
            label={t('parts.correct')}
            data={[
              { value: '', label: t('parts.correctNone') },
              ...CFU_OPTIONS[format].map((o) => ({ value: o.value, label: optionLabel(lt, format, 'cfu', o) })),
            ]}
            value={cfu.correct ?? ''}
            onChange={(v) => setCfu({ correct: v ? v : undefined })}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
        </>
      )}
    </Stack>
  );
}

type ScoredComponent = TSlideComponentOf<5> | TSlideComponentOf<6> | TSlideComponentOf<8>;

function CheckFields({
  component: c,
  onChange,
  slides,
  standardCodes,
  problems,
  onAddQuestions,
}: {
  component: ScoredComponent;
  onChange: (c: TSlideComponent) => void;
  slides: TSlide[];
  standardCodes: ReadonlyMap<number, string>;
  problems: PartEditorProps['problems'];
  onAddQuestions: PartEditorProps['onAddQuestions'];
}) {
  const t = useMyT();
  const lt = useLessonsT();
  const [picking, setPicking] = useState<'questions' | 'recheck' | null>(null);
  const routed = c.kind === K.checkpoint || c.kind === K.exitTicket ? c : null;
  const followUps = slides.filter((s) => s.target === 2);
  const standardIds = [
    ...new Set(
      [...c.questions, ...(routed?.intervention.recheck ?? [])].flatMap((q) => (q.standardId ? [q.standardId] : [])),
    ),
  ];
  if (c.standardId && !standardIds.includes(c.standardId)) standardIds.unshift(c.standardId);
  const standardLabel = (id: number) => standardCodes.get(id) ?? t('parts.standardFallback', { id });
  const room =
    picking === 'recheck'
      ? BUILDER_LIMITS.recheck - (routed?.intervention.recheck.length ?? 0)
      : BUILDER_LIMITS.questions - c.questions.length;

  const questionList = (questions: TQuestion[], remove: (id: number) => void) =>
    questions.length > 0 && (
      <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.map((q, i) => (
          <li key={q.id}>
            <Group gap="xs" wrap="nowrap" justify="space-between" className="cs-builder-row">
              <Text size="sm" lineClamp={2} style={{ minWidth: 0 }}>
                <Text span fw={700}>
                  {t('parts.questionLine', { number: i + 1 })}
                </Text>
                {q.standardId ? ` (${standardLabel(q.standardId)})` : ''}: {plainText(q.prompt)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red.9"
                onClick={() => remove(q.id)}
                aria-label={t('parts.removeQuestion', { number: i + 1 })}
              >
                <span aria-hidden>✕</span>
              </ActionIcon>
            </Group>
          </li>
        ))}
      </Stack>
    );

  const slideChoices = (value: string[], label: string, onValue: (keys: string[]) => void) => (
    <Checkbox.Group label={label} value={value} onChange={onValue}>
      {followUps.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('parts.noFollowUps')}
        </Text>
      ) : (
        <Stack gap={4} mt={4}>
          {followUps.map((s) => (
            <Checkbox
              key={s.key}
              value={s.key}
              label={t('slides.select', { number: slides.indexOf(s) + 1, title: s.title || t('slides.untitled') })}
            />
          ))}
        </Stack>
      )}
    </Checkbox.Group>
  );

  return (
    <Stack gap="sm">
      <TextInput
        label={t('parts.checkTitle')}
        value={c.title}
        onChange={(e) => onChange({ ...c, title: e.currentTarget.value })}
        maxLength={200}
      />
      {c.kind === K.checkpoint && (
        <Select
          label={t('parts.slideType')}
          data={[1, 2].map((n) => ({ value: String(n), label: t(`parts.slideTypes.t${n}` as Parameters<MyT>[0]) }))}
          value={String(c.slideType)}
          onChange={(v) => v && onChange({ ...c, slideType: Number(v) as 1 | 2 })}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
      )}
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{t('parts.questions')}</Text>
          <Text size="sm" c="dimmed">
            {t('parts.questionsCount', { count: c.questions.length, max: BUILDER_LIMITS.questions })}
          </Text>
        </Group>
        {c.questions.length === 0 && (
          <Text size="sm" c={errorOf(problems, 'questions') ? 'red.9' : 'dimmed'}>
            {t('parts.noQuestions')}
          </Text>
        )}
        {questionList(c.questions, (id) => onChange({ ...c, questions: c.questions.filter((q) => q.id !== id) }))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => setPicking('questions')}
            disabled={c.questions.length >= BUILDER_LIMITS.questions}
          >
            {t('parts.pick')}
          </Button>
        </Group>
      </Stack>
      <Select
        label={t('parts.standard')}
        description={t('parts.standardHint')}
        data={[
          { value: '', label: t('parts.standardNone') },
          ...standardIds.map((id) => ({ value: String(id), label: standardLabel(id) })),
        ]}
        value={c.standardId ? String(c.standardId) : ''}
        onChange={(v) => onChange({ ...c, standardId: v ? Number(v) : null })}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
      />
      {routed && (
        <>
          {slideChoices(routed.pathway.slideKeys, t('parts.pathway'), (keys) =>
            onChange({ ...routed, pathway: { slideKeys: keys.slice(0, BUILDER_LIMITS.followUps) } }),
          )}
          <Select
            label={t('parts.intervention')}
            data={Object.values(INTERVENTION_KINDS).map((k) => ({ value: String(k), label: interventionLabel(lt, k) }))}
            value={String(routed.intervention.kind)}
            onChange={(v) =>
              v !== null &&
              onChange({
                ...routed,
                intervention: { ...routed.intervention, kind: Number(v) as 0 | 1 | 2 | 3 | 4 },
              })
            }
            allowDeselect={false}
            w={{ base: '100%', xs: 300 }}
          />
          {routed.intervention.kind !== 0 && (
            <>
              {slideChoices(routed.intervention.slideKeys, t('parts.interventionSlides'), (keys) =>
                onChange({
                  ...routed,
                  intervention: { ...routed.intervention, slideKeys: keys.slice(0, BUILDER_LIMITS.followUps) },
                }),
              )}
              <Stack gap={4}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{t('parts.recheck')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('parts.recheckCount', {
                      count: routed.intervention.recheck.length,
                      max: BUILDER_LIMITS.recheck,
                    })}
                  </Text>
                </Group>
                {questionList(routed.intervention.recheck, (id) =>
                  onChange({
                    ...routed,
                    intervention: {
                      ...routed.intervention,
                      recheck: routed.intervention.recheck.filter((q) => q.id !== id),
                    },
                  }),
                )}
                <Group>
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => setPicking('recheck')}
                    disabled={routed.intervention.recheck.length >= BUILDER_LIMITS.recheck}
                  >
                    {t('parts.pickRecheck')}
                  </Button>
                </Group>
              </Stack>
            </>
          )}
        </>
      )}
      <QuestionPicker
        opened={picking !== null}
        room={room}
        onClose={() => setPicking(null)}
        onPick={(picked) => {
          if (picking) onAddQuestions(picking, picked);
          setPicking(null);
        }}
      />
    </Stack>
  );
}

/** An address typed in, or a file uploaded (the server checks it by content and answers its address). */
/** A YouTube or Vimeo player (not an uploaded file). */
const isEmbedded = (src: string) => {
  const kind = lessonVideoSource(src)?.kind;
  return kind === 'youtube' || kind === 'vimeo';
};

function MediaField(props: {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  accept: string;
  uploadLabel: string;
}) {
  const t = useMyT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      props.onChange((await uploadLessonMedia(file)).url);
    } catch (err) {
      setFailed(err instanceof ApiError ? err.message : t('parts.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        style={{ flex: '1 1 260px' }}
        label={props.label}
        description={props.description}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value.trim())}
        maxLength={2_000}
        required
        error={failed ?? props.error}
        inputMode="url"
      />
      <FileButton onChange={upload} accept={props.accept}>
        {(fileProps) => (
          <Button {...fileProps} variant="default" loading={busy}>
            {props.uploadLabel}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
