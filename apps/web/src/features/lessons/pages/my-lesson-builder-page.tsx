import { SLIDE_COMPONENT_KINDS as K, type TMyLessonInput, type TSlide } from '@clearsheets/shared';
import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadingBlock } from '../../../components/loading-block';
import { notify } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { UpgradeText } from '../../../components/upgrade-text';
import { isApiError } from '../../../lib/api-client';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { lessonDetailQueryOptions } from '../api/lesson-queries';
import { useSaveMyLesson } from '../api/my-lesson-queries';
import { SlideEditor } from '../components/builder/slide-editor';
import { SlideList } from '../components/builder/slide-list';
import { LaunchModal } from '../components/launch-modal';
import {
  BUILDER_LIMITS,
  type BuilderProblem,
  blankSlide,
  componentKeysOf,
  copyQuestions,
  draftSignature,
  duplicateSlide,
  lessonProblems,
  moveItem,
  newComponent,
  pagesToSlides,
  problemPlace,
  questionIdsOf,
  removeSlide,
  setSlideTarget,
  slideKeysOf,
  standardOfQuestions,
  toLessonInput,
  updateComponent,
} from '../lib/lesson-builder';
import { idParam, lessonPaths } from '../lib/paths';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { useSlideUpload } from '../lib/use-slide-upload';
import { type MyT, useMyT } from '../my-i18n';
import '../lessons.css';

const EMPTY: TMyLessonInput = { title: '', description: '', grade: null, content: { slides: [] } };
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.ppt,.pptx,application/pdf,image/png,image/jpeg';

/** /teacher/myclearlesson/myclearlessonmanage (?id=<lessonId> to change one): the My Clear Lesson builder. */
export function MyLessonBuilderPage() {
  const t = useMyT();
  const [search] = useSearchParams();
  const raw = search.get('id');
  const lessonId = idParam(raw);
  // A lesson this builder just created: the same builder goes on (nothing to load); a reload loads it.
  const [created, setCreated] = useState<number | null>(null);
  const detail = useQuery({
    ...lessonDetailQueryOptions(lessonId ?? 0),
    enabled: lessonId !== null && lessonId !== created,
  });
  if (lessonId !== null && lessonId === created)
    return <Builder key="new" lessonId={lessonId} initial={EMPTY} initialCodes={new Map()} onCreated={setCreated} />;
  const back = (
    <Anchor component={Link} to={lessonPaths.library('my')} size="sm" fw={600}>
      {t('builder.back')}
    </Anchor>
  );
  const notFound =
    (raw !== null && lessonId === null) ||
    (detail.isError && isApiError(detail.error) && detail.error.status === 404) ||
    (detail.data && !detail.data.canEdit);
  if (notFound)
    return (
      <Stack gap="md" maw={640}>
        {back}
        <Title order={1}>{t('builder.editTitle')}</Title>
        <Alert color="orange" variant="light">
          {t('builder.notFound')}
        </Alert>
      </Stack>
    );
  if (lessonId !== null && detail.isError)
    return <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  if (lessonId !== null && !detail.data) return <LoadingBlock lines={8} height={28} />;
  const initial: TMyLessonInput = detail.data
    ? {
        title: detail.data.title,
        description: detail.data.description,
        grade: (detail.data.grade as TMyLessonInput['grade']) ?? null,
        content: detail.data.content,
      }
    : EMPTY;
  const codes = new Map((detail.data?.standards ?? []).map((s) => [s.id, s.code]));
  // A new lesson once saved keeps its builder (the address gains its id): the key stays the same.
  return (
    <Builder
      key={detail.data ? 'loaded' : 'new'}
      lessonId={lessonId}
      initial={initial}
      initialCodes={codes}
      onCreated={setCreated}
    />
  );
}

interface BuilderProps {
  lessonId: number | null;
  initial: TMyLessonInput;
  initialCodes: Map<number, string>;
  /** A new lesson was saved (its id now in the address). */
  onCreated: (id: number) => void;
}

function placeText(t: MyT, field: string) {
  const { slide, component } = problemPlace(field);
  if (slide === null) return t('builder.problemLesson');
  if (component === null) return t('builder.problemAt', { slide: slide + 1 });
  return t('builder.problemAtPart', { slide: slide + 1, part: component + 1 });
}

function Builder({ lessonId: loadedId, initial, initialCodes, onCreated }: BuilderProps) {
  const t = useMyT();
  const labels = useGradeSubjectLabels();
  const navigate = useNavigate();
  const [lessonId, setLessonId] = useState(loadedId);
  const [draft, setDraft] = useState<TMyLessonInput>(initial);
  const [saved, setSaved] = useState(() => (loadedId === null ? draftSignature(EMPTY) : draftSignature(initial)));
  const [selected, setSelected] = useState(0);
  const [codes, setCodes] = useState(initialCodes);
  const [problems, setProblems] = useState<BuilderProblem[] | null>(null);
  const [fromServer, setFromServer] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deletingSlide, setDeletingSlide] = useState<number | null>(null);
  const [launching, setLaunching] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  const save = useSaveMyLesson();
  const slides = draft.content.slides;
  const slide = slides[Math.min(selected, slides.length - 1)];
  const slideIndex = Math.min(selected, slides.length - 1);
  const dirty = draftSignature(draft) !== saved;
  const guard = useLeaveGuard(dirty);
  const latest = useRef(draft);
  latest.current = draft;

  const text = useMemo(
    () => ({
      title: (n: number) => t('upload.pageTitle', { number: n }),
      alt: (n: number, name: string) => t('upload.pageAlt', { number: n, name }),
    }),
    [t],
  );
  const setContent = (change: (content: TMyLessonInput['content']) => TMyLessonInput['content']) =>
    setDraft((d) => ({ ...d, content: change(d.content) }));
  const upload = useSlideUpload(
    t,
    () => BUILDER_LIMITS.slides - latest.current.content.slides.length,
    (pages) =>
      setDraft((d) => {
        const added = pagesToSlides(pages, slideKeysOf(d.content), text);
        const next = { ...d, content: { slides: [...d.content.slides, ...added] } };
        latest.current = next;
        return next;
      }),
  );

  // Problems found are shown (and announced) where the buttons are; a change clears those the server sent.
  useEffect(() => {
    if (problems?.length) problemsRef.current?.focus();
  }, [problems]);

  const onSave = () => {
    const input = toLessonInput(draft);
    const found = lessonProblems(input);
    setRefusal(null);
    setFromServer(false);
    if (found.length) {
      setProblems(found);
      return;
    }
    setProblems(null);
    save.mutate(
      { id: lessonId, input },
      {
        onSuccess: (r) => {
          setSaved(draftSignature(input));
          notify({ message: t('notices.saved'), closeLabel: t('notices.close') });
          if (lessonId === null) {
            setLessonId(r.id);
            onCreated(r.id);
            navigate(lessonPaths.build(r.id), { replace: true });
          }
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 403) setRefusal(e.detail ?? e.title);
          else if (isApiError(e) && e.errors.length) {
            setFromServer(true);
            setProblems(e.errors);
          } else setRefusal(isApiError(e) ? (e.detail ?? e.title) : t('notices.failed'));
        },
      },
    );
  };

  const problemList = problems ?? [];
  const problemSlides = new Set(
    problemList.map((p) => problemPlace(p.field).slide).filter((s): s is number => s !== null),
  );
  const busy = upload.status !== null;
  const canOpen = lessonId !== null && !dirty;

  return (
    <Stack gap="lg" className="cs-lessons-page cs-builder">
      <Stack gap={4}>
        <Anchor component={Link} to={lessonPaths.library('my')} size="sm" fw={600}>
          {t('builder.back')}
        </Anchor>
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {lessonId === null ? t('builder.newTitle') : t('builder.editTitle')}
            </Title>
            <Text size="sm" c={dirty ? 'red.9' : 'dimmed'} role="status">
              {dirty ? t('builder.unsaved') : lessonId !== null ? t('builder.allSaved') : ''}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {/* Preview and Launch open a saved lesson: until then the line below says so. */}
            {canOpen && lessonId !== null && (
              <>
                <Button variant="default" component={Link} to={lessonPaths.preview(lessonId)}>
                  {t('builder.preview')}
                </Button>
                <Button variant="default" onClick={() => setLaunching(true)}>
                  {t('builder.launch')}
                </Button>
              </>
            )}
            <Button onClick={onSave} loading={save.isPending} disabled={busy}>
              {t('builder.save')}
            </Button>
          </Group>
        </Group>
        {!canOpen && (
          <Text size="xs" c="dimmed" id="cs-builder-save-first" ta="right">
            {t('builder.saveFirst')}
          </Text>
        )}
        <Text c="dimmed">{t('builder.intro')}</Text>
      </Stack>

      {refusal && (
        <Alert color="orange" variant="light" role="alert">
          <UpgradeText text={refusal} />
        </Alert>
      )}
      {problemList.length > 0 && (
        <Alert
          ref={problemsRef}
          tabIndex={-1}
          color="red"
          variant="light"
          role="alert"
          title={fromServer ? t('builder.serverProblems') : t('builder.problemsTitle', { count: problemList.length })}
        >
          <Stack component="ul" gap={4} m={0} pl="md">
            {problemList.map((p) => {
              const place = problemPlace(p.field);
              return (
                <li key={`${p.field}|${p.message}`}>
                  {place.slide !== null ? (
                    <UnstyledButton
                      onClick={() => setSelected(place.slide as number)}
                      className="cs-builder-problem"
                      aria-label={`${t('builder.goToSlide', { number: (place.slide as number) + 1 })}: ${p.message}`}
                    >
                      <Text span fw={700}>
                        {placeText(t, p.field)}:
                      </Text>{' '}
                      {p.message}
                    </UnstyledButton>
                  ) : (
                    <Text size="sm">
                      <Text span fw={700}>
                        {placeText(t, p.field)}:
                      </Text>{' '}
                      {p.field && !p.field.startsWith('content') ? `${p.field}: ` : ''}
                      {p.message}
                    </Text>
                  )}
                </li>
              );
            })}
          </Stack>
        </Alert>
      )}

      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="cs-builder-details"
      >
        <Title order={2} fz="lg" id="cs-builder-details" mb="sm">
          {t('builder.details')}
        </Title>
        <Stack gap="sm">
          <TextInput
            label={t('builder.lessonTitle')}
            value={draft.title}
            onChange={(e) => {
              const title = e.currentTarget.value;
              setDraft((d) => ({ ...d, title }));
            }}
            maxLength={200}
            required
            error={problemList.find((p) => p.field === 'title')?.message}
          />
          <Textarea
            label={t('builder.description')}
            value={draft.description}
            onChange={(e) => {
              const description = e.currentTarget.value;
              setDraft((d) => ({ ...d, description }));
            }}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2_000}
          />
          <Select
            label={t('builder.grade')}
            data={[{ value: '', label: t('builder.gradeNone') }, ...labels.gradeOptions()]}
            value={draft.grade ?? ''}
            onChange={(v) => setDraft((d) => ({ ...d, grade: (v || null) as TMyLessonInput['grade'] }))}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        </Stack>
      </Paper>

      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="cs-builder-upload"
      >
        <Title order={2} fz="lg" id="cs-builder-upload">
          {t('upload.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm" id="cs-builder-upload-hint">
          {t('upload.hint', { max: BUILDER_LIMITS.slides })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={(files) => upload.start(files)} accept={ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                disabled={busy || slides.length >= BUILDER_LIMITS.slides}
                aria-label={t('upload.chooseLabel')}
                aria-describedby="cs-builder-upload-hint"
              >
                {t('upload.choose')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            disabled={busy || slides.length >= BUILDER_LIMITS.slides}
            onClick={() => {
              setContent((c) => ({
                slides: [
                  ...c.slides,
                  blankSlide(t('upload.blankTitle', { number: c.slides.length + 1 }), slideKeysOf(c)),
                ],
              }));
              setSelected(slides.length);
            }}
          >
            {t('upload.blank')}
          </Button>
          {busy && (
            <Button variant="subtle" color="red.9" c="red.9" onClick={upload.cancel}>
              {t('upload.cancel')}
            </Button>
          )}
        </Group>
        <div role="status" aria-live="polite" className="cs-builder-upload-status">
          {upload.status ? (
            <Stack gap={4} mt="sm">
              <Text size="sm" fw={600}>
                {upload.status.message}
              </Text>
              {upload.status.total > 0 && (
                <Progress
                  value={(upload.status.done / upload.status.total) * 100}
                  aria-label={upload.status.message}
                  animated
                />
              )}
            </Stack>
          ) : upload.notice ? (
            <Text size="sm" mt="sm">
              {upload.notice}
            </Text>
          ) : null}
        </div>
        {upload.problems.length > 0 && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            mt="sm"
            withCloseButton
            onClose={upload.dismiss}
            closeButtonLabel={t('notices.close')}
          >
            <Stack gap={2}>
              {upload.problems.map((p) => (
                <Text key={p} size="sm">
                  {p}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </Paper>

      <div className="cs-builder-grid">
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="cs-builder-slides">
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="lg" id="cs-builder-slides">
              {t('slides.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('slides.count', { count: slides.length })}
            </Text>
          </Group>
          <SlideList
            slides={slides}
            selected={slideIndex}
            onSelect={setSelected}
            onMove={(from, to) => {
              setContent((c) => ({ slides: moveItem(c.slides, from, to) }));
              if (from === slideIndex) setSelected(to);
              else if (to === slideIndex) setSelected(from);
            }}
            problemSlides={problemSlides}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className="cs-builder-editor">
          {slide ? (
            <SlideEditor
              key={slide.key}
              slide={slide}
              index={slideIndex}
              slides={slides}
              standardCodes={codes}
              problems={problemList}
              canDuplicate={slides.length < BUILDER_LIMITS.slides}
              onChange={(next: TSlide) =>
                setContent((c) => ({ slides: c.slides.map((s, i) => (i === slideIndex ? next : s)) }))
              }
              onTarget={(target) => setContent((c) => setSlideTarget(c, slideIndex, target))}
              onDuplicate={() => {
                setContent((c) => duplicateSlide(c, slideIndex, (title) => t('slide.copyTitle', { title })));
                setSelected(slideIndex + 1);
              }}
              onDelete={() => setDeletingSlide(slideIndex)}
              onAddPart={(kind) =>
                setContent((c) => ({
                  slides: c.slides.map((s, i) =>
                    i === slideIndex
                      ? {
                          ...s,
                          components: [
                            ...s.components,
                            newComponent(kind, componentKeysOf(c), {
                              moodPrompt: t('parts.moodPrompt'),
                              checkTitle: t(`parts.kinds.k${kind}` as Parameters<MyT>[0]),
                            }),
                          ],
                        }
                      : s,
                  ),
                }))
              }
              onPartChange={(key, next) => setContent((c) => updateComponent(c, slideIndex, key, () => next))}
              onPartMove={(from, to) =>
                setContent((c) => ({
                  slides: c.slides.map((s, i) =>
                    i === slideIndex ? { ...s, components: moveItem(s.components, from, to) } : s,
                  ),
                }))
              }
              onPartRemove={(key) =>
                setContent((c) => ({
                  slides: c.slides.map((s, i) =>
                    i === slideIndex ? { ...s, components: s.components.filter((x) => x.key !== key) } : s,
                  ),
                }))
              }
              onAddQuestions={(key, into, picked) => {
                setCodes((m) => new Map([...m, ...picked.standards]));
                setContent((c) =>
                  updateComponent(c, slideIndex, key, (comp) => {
                    if (comp.kind !== K.checkpoint && comp.kind !== K.exitTicket && comp.kind !== K.warmUp) return comp;
                    const copied = copyQuestions(picked.questions, questionIdsOf(c));
                    if (into === 'recheck') {
                      if (comp.kind === K.warmUp) return comp;
                      return {
                        ...comp,
                        intervention: {
                          ...comp.intervention,
                          recheck: [...comp.intervention.recheck, ...copied].slice(0, BUILDER_LIMITS.recheck),
                        },
                      };
                    }
                    const questions = [...comp.questions, ...copied].slice(0, BUILDER_LIMITS.questions);
                    return { ...comp, questions, standardId: comp.standardId ?? standardOfQuestions(questions) };
                  }),
                );
              }}
            />
          ) : (
            <Text c="dimmed">{t('slide.none')}</Text>
          )}
        </Paper>
      </div>

      <VisuallyHidden aria-live="polite">{save.isPending ? t('builder.saving') : ''}</VisuallyHidden>
      <ConfirmModal
        opened={deletingSlide !== null}
        title={deletingSlide !== null ? t('slide.deleteTitle', { number: deletingSlide + 1 }) : ''}
        confirmLabel={t('slide.deleteConfirm')}
        cancelLabel={t('deleteConfirm.cancel')}
        closeLabel={t('deleteConfirm.close')}
        onConfirm={() => {
          if (deletingSlide !== null) {
            const gone = deletingSlide;
            setContent((c) => removeSlide(c, gone));
            setSelected(Math.max(0, gone - 1));
          }
          setDeletingSlide(null);
        }}
        onClose={() => setDeletingSlide(null)}
      >
        {t('slide.deleteBody', {
          title: (deletingSlide !== null && slides[deletingSlide]?.title) || t('slides.untitled'),
        })}
      </ConfirmModal>
      <ConfirmModal
        opened={guard.pending !== null}
        title={t('builder.leaveTitle')}
        confirmLabel={t('builder.leave')}
        cancelLabel={t('builder.stay')}
        closeLabel={t('deleteConfirm.close')}
        onConfirm={guard.leave}
        onClose={guard.stay}
      >
        {t('builder.leaveBody')}
      </ConfirmModal>
      <LaunchModal
        lesson={launching && lessonId !== null ? { id: lessonId, title: draft.title } : null}
        onClose={() => setLaunching(false)}
      />
    </Stack>
  );
}
