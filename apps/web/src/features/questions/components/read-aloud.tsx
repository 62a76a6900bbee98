import type { READ_ALOUD_TYPES } from '@clearsheets/shared';
import { ActionIcon } from '@mantine/core';
import { useCallback, useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import { type QuestionLang, useQuestionsT } from '../i18n';
import { browserSpeech, readAloudStore } from '../lib/read-aloud-store';
import { speakableText } from '../lib/speakable-text';
import { SpeakerIcon, StopIcon } from './icons';
import { useQuestionUi } from './question-context';

export type ReadAloudType = (typeof READ_ALOUD_TYPES)[keyof typeof READ_ALOUD_TYPES];

/** The page's one voice: whether the browser can speak, which button is speaking, and start/stop. */
export function useReadAloud() {
  const speakingKey = useSyncExternalStore(readAloudStore.subscribe, readAloudStore.getSnapshot, () => null);
  const supported = useMemo(() => browserSpeech() !== null, []);
  const toggle = useCallback((key: string, text: string, lang: QuestionLang) => {
    if (readAloudStore.getSnapshot() === key) readAloudStore.stop();
    else readAloudStore.speak(key, text, lang);
  }, []);
  return { supported, speakingKey, speak: readAloudStore.speak, stop: readAloudStore.stop, toggle };
}

export interface ReadAloudButtonProps {
  /** The text to read, as written (TeX and **marks** are turned into plain words). */
  text: string;
  /** The spec's read-aloud type (READ_ALOUD_TYPES), on the button as `data-read-aloud-type`. */
  type: ReadAloudType;
  /** What is read, for the label "Read aloud: {what}" (already translated, e.g. "question"). */
  what: string;
  /** Voice language (en-US / es-US); defaults to the question's or the screen's. */
  lang?: QuestionLang;
  /** Shown at all; defaults to the question's `readAloud` (on outside a QuestionView). */
  enabled?: boolean;
}

/** A small speaker button that reads one text aloud and stops on a second press; hidden without speech. */
export function ReadAloudButton({ text, type, what, lang, enabled }: ReadAloudButtonProps) {
  const ui = useQuestionUi();
  const { t, lang: current } = useQuestionsT(lang ?? ui?.lang);
  const { supported, speakingKey, toggle } = useReadAloud();
  const key = useId();
  // A button that goes away (next question, review closed) takes its speech with it.
  useEffect(
    () => () => {
      if (readAloudStore.getSnapshot() === key) readAloudStore.stop();
    },
    [key],
  );
  if (!(enabled ?? ui?.readAloud ?? true) || !supported || text.trim() === '') return null;
  const speaking = speakingKey === key;
  return (
    <ActionIcon
      className="cs-read-aloud"
      variant={speaking ? 'filled' : 'light'}
      size={44}
      radius="xl"
      aria-label={t('readAloud.label', { what })}
      aria-pressed={speaking}
      data-read-aloud-type={type}
      onClick={() => toggle(key, speakableText(text, current), current)}
    >
      {speaking ? <StopIcon /> : <SpeakerIcon />}
    </ActionIcon>
  );
}
