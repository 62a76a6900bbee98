import {
  ANSWER_TYPES,
  correctResponse,
  isUploadedCaptions,
  SLIDE_COMPONENT_KINDS as K,
  lessonVideoSource,
  MOOD_OPTIONS,
  READ_ALOUD_TYPES,
  type TQuestion,
  type TResponse,
  type TSlide,
  type TStudentSlide,
  type TStudentSlideComponent,
} from '@clearsheets/shared';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useId, useMemo } from 'react';
import { QuestionView, ReadAloudButton, RichText } from '../../questions';
import { kindLabel, useLessonsT } from '../i18n';
import { cfuCorrectOf, isLessonImageUrl } from '../lib/keys';
import { optionFormatOf } from '../lib/option-labels';
import { CFU_ITEM, cfuOptionsOf, MOOD_ITEM, slideSpeech } from '../lib/slide-items';
import { ChoiceButtons } from './choice-buttons';
import { LessonText } from './lesson-text';

export type AnswerMap = ReadonlyMap<string, unknown>;
export const answerKey = (componentKey: string, itemKey: string) => `${componentKey}|${itemKey}`;

export interface SlideViewProps {
  /** The slide as students see it (no answer keys). */
  slide: TStudentSlide;
  /** The teacher's slide: its answer keys are shown when `showKeys` is on. */
  keySlide?: TSlide;
  showKeys?: boolean;
  /** The student's answers by `componentKey|itemKey`. */
  answers?: AnswerMap;
  /** Answering; without it the slide is shown as it will look (preview, projector, the teacher's screen). */
  onAnswer?: (componentKey: string, itemKey: string, value: unknown) => void;
  disabled?: boolean;
  /** Heading level of the slide's title; its components' headings are one below. */
  headingOrder?: 2 | 3;
  /** Larger type for the projector. */
  large?: boolean;
  /** Question ids of check questions are prefixed for re-checks (`recheck:<id>`). */
  itemKeyOf?: (questionId: number) => string;
  /** Speaker buttons: the slide's text (read-aloud type 6), each question and its hint (type 8). */
  readAloud?: boolean;
  /** Components the student has turned in: shown, no longer answered. */
  lockedKeys?: ReadonlySet<string>;
  /** Shown under a component (the student's turn-in button). */
  footerOf?: (componentKey: string) => ReactNode;
}

/** One slide: its title, background page and components (mood, text, quick checks, questions, video). */
export function SlideView({
  slide,
  keySlide,
  showKeys = false,
  answers,
  onAnswer,
  disabled = false,
  headingOrder = 2,
  large = false,
  itemKeyOf = String,
  readAloud = false,
  lockedKeys,
  footerOf,
}: SlideViewProps) {
  const t = useLessonsT();
  const keys = showKeys ? keySlide : undefined;
  return (
    <Stack gap="lg" className={large ? 'cs-lesson-slide cs-lesson-slide-large' : 'cs-lesson-slide'}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Title order={headingOrder} fz={large ? 40 : { base: 22, sm: 26 }}>
          <LessonText text={slide.title} />
        </Title>
        {readAloud && (
          <ReadAloudButton
            text={slideSpeech(slide)}
            type={READ_ALOUD_TYPES.clearsheetStaticSlide}
            what={t('student.readSlide')}
            enabled
          />
        )}
      </Group>
      {slide.background && isLessonImageUrl(slide.background.url) && (
        <img className="cs-lesson-image" src={slide.background.url} alt={slide.background.alt} />
      )}
      {slide.components.map((component) => (
        <Fragment key={component.key}>
          <ComponentView
            component={component}
            keyComponent={keys?.components.find((c) => c.key === component.key)}
            answers={answers}
            onAnswer={onAnswer}
            disabled={disabled || !!lockedKeys?.has(component.key)}
            headingOrder={(headingOrder + 1) as 3 | 4}
            large={large}
            itemKeyOf={itemKeyOf}
            readAloud={readAloud}
          />
          {footerOf?.(component.key)}
        </Fragment>
      ))}
    </Stack>
  );
}

interface ComponentViewProps {
  component: TStudentSlideComponent;
  keyComponent?: TSlide['components'][number];
  answers?: AnswerMap;
  onAnswer?: SlideViewProps['onAnswer'];
  disabled: boolean;
  headingOrder: 3 | 4;
  large: boolean;
  itemKeyOf: (questionId: number) => string;
  readAloud: boolean;
}

function ComponentView({
  component: c,
  keyComponent,
  answers,
  onAnswer,
  disabled,
  headingOrder,
  large,
  itemKeyOf,
  readAloud,
}: ComponentViewProps) {
  const t = useLessonsT();
  const answerOf = (itemKey: string) => answers?.get(answerKey(c.key, itemKey));
  const choose = onAnswer ? (itemKey: string) => (value: string) => onAnswer(c.key, itemKey, value) : () => undefined;
  const size = large ? 'xl' : 'lg';
  switch (c.kind) {
    case K.socialEmotional:
      return (
        <Paper withBorder radius="lg" p="md" className="cs-lesson-part">
          <ChoiceButtons
            legend={c.prompt || t('student.moodQuestion')}
            format={null}
            itemKey={MOOD_ITEM}
            options={MOOD_OPTIONS}
            value={asString(answerOf(MOOD_ITEM))}
            onChoose={choose(MOOD_ITEM)}
            disabled={disabled}
            size={size}
          />
        </Paper>
      );
    case K.priorKnowledge:
    case K.presentationActivity:
      return (
        <Stack gap="sm" className="cs-lesson-part">
          {c.title && (
            <Title order={headingOrder} fz={large ? 30 : 'h4'}>
              <LessonText text={c.title} />
            </Title>
          )}
          {c.body && <RichText text={c.body} className={large ? 'cs-lesson-body-large' : undefined} />}
          <Images images={c.images} />
          {c.kind === K.presentationActivity && c.cfu && c.cfu.format !== 0 && (
            <Paper withBorder radius="lg" p="md">
              <ChoiceButtons
                legend={c.cfu.prompt || t('student.choose')}
                format={optionFormatOf(c)}
                itemKey={CFU_ITEM}
                options={cfuOptionsOf(c)}
                value={asString(answerOf(CFU_ITEM))}
                onChoose={choose(CFU_ITEM)}
                disabled={disabled}
                correct={keyComponent ? cfuCorrectOf(keyComponent) : undefined}
                size={size}
              />
            </Paper>
          )}
        </Stack>
      );
    case K.yesNo:
    case K.trueFalse:
      return (
        <Paper withBorder radius="lg" p="md" className="cs-lesson-part">
          <ChoiceButtons
            legend={c.prompt}
            format={optionFormatOf(c)}
            itemKey={CFU_ITEM}
            options={cfuOptionsOf(c)}
            value={asString(answerOf(CFU_ITEM))}
            onChoose={choose(CFU_ITEM)}
            disabled={disabled}
            correct={keyComponent ? cfuCorrectOf(keyComponent) : undefined}
            size={size}
          />
        </Paper>
      );
    case K.checkpoint:
    case K.exitTicket:
    case K.warmUp:
      return (
        <CheckView
          component={c}
          keyQuestions={keyComponent && 'questions' in keyComponent ? keyComponent.questions : undefined}
          answers={answers}
          onAnswer={onAnswer}
          disabled={disabled}
          headingOrder={headingOrder}
          itemKeyOf={itemKeyOf}
          readAloud={readAloud}
        />
      );
    case K.video:
      return (
        <Stack gap="xs" className="cs-lesson-part">
          <Title order={headingOrder} fz="h4">
            {c.title ? t('student.video', { title: c.title }) : kindLabel(t, K.video)}
          </Title>
          <LessonVideo title={c.title} src={c.src} captionsSrc={c.captionsSrc} />
        </Stack>
      );
    default:
      return null;
  }
}

/** An uploaded video with its captions, or YouTube's or Vimeo's player; any other address is not played (the
 * server refuses it on save, the page's policy would block it: decision 0035). */
function LessonVideo({ title, src, captionsSrc }: { title: string; src: string; captionsSrc: string }) {
  const t = useLessonsT();
  const source = lessonVideoSource(src);
  if (!source) return <Text c="dimmed">{t('student.videoNotAllowed')}</Text>;
  if (source.kind === 'upload')
    return (
      <video className="cs-lesson-video" controls preload="metadata" src={source.url}>
        <track
          kind="captions"
          src={isUploadedCaptions(captionsSrc) ? captionsSrc : undefined}
          label={t('student.captions')}
          default
        />
        {t('student.videoUnsupported')}
      </video>
    );
  return (
    <iframe
      className="cs-lesson-video cs-lesson-embed"
      src={source.embedUrl}
      title={title || t('student.videoPlayer')}
      loading="lazy"
      allow="fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

type CheckComponent = Extract<TStudentSlideComponent, { kind: 5 | 6 | 8 }>;

function CheckView({
  component,
  keyQuestions,
  answers,
  onAnswer,
  disabled,
  headingOrder,
  itemKeyOf,
  readAloud,
}: {
  component: CheckComponent;
  keyQuestions?: readonly TQuestion[];
  answers?: AnswerMap;
  onAnswer?: SlideViewProps['onAnswer'];
  disabled: boolean;
  headingOrder: 3 | 4;
  itemKeyOf: (questionId: number) => string;
  readAloud: boolean;
}) {
  const t = useLessonsT();
  const keyed = useMemo(() => new Map((keyQuestions ?? []).map((q) => [q.id, q])), [keyQuestions]);
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md" className="cs-lesson-part">
      <Title id={titleId} order={headingOrder} fz="h4">
        <LessonText text={component.title || kindLabel(t, component.kind)} />
      </Title>
      {component.questions.map((question, i) => {
        const itemKey = itemKeyOf(question.id);
        const keyQuestion = keyed.get(question.id);
        const key =
          keyQuestion &&
          keyQuestion.answerType !== ANSWER_TYPES.notGraded &&
          keyQuestion.answerType !== ANSWER_TYPES.constructedResponse
            ? correctResponse(keyQuestion)
            : null;
        if (key && keyQuestion)
          return (
            <QuestionView
              key={question.id}
              className="cs-q-card"
              question={question}
              response={key}
              mode="review"
              result={{
                status: 'correct',
                score: keyQuestion.points,
                maxScore: keyQuestion.points,
                correctResponse: key,
              }}
              number={i + 1}
              headingOrder={(headingOrder + 1) as 4}
            />
          );
        const response = answers?.get(answerKey(component.key, itemKey)) as TResponse | undefined;
        return (
          <QuestionView
            key={question.id}
            className="cs-q-card"
            question={question}
            response={response}
            onChange={onAnswer && !disabled ? (next) => onAnswer(component.key, itemKey, next) : undefined}
            mode={onAnswer ? (disabled ? 'review' : 'answer') : 'preview'}
            readAloud={readAloud}
            hintReadAloudType={READ_ALOUD_TYPES.clearsheetQuestionHint}
            number={i + 1}
            headingOrder={(headingOrder + 1) as 4}
          />
        );
      })}
    </Stack>
  );
}

function Images({ images }: { images: readonly { url: string; alt: string }[] }) {
  const own = images.filter((image) => isLessonImageUrl(image.url));
  if (!own.length) return null;
  return (
    <div className="cs-lesson-images">
      {own.map((image) => (
        <img key={image.url} className="cs-lesson-image" src={image.url} alt={image.alt} />
      ))}
    </div>
  );
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Shown under a slide with nothing to answer. */
export function NothingToAnswer() {
  const t = useLessonsT();
  return <Text c="dimmed">{t('results.nothing')}</Text>;
}
