// One voice for the whole page: starting a read-aloud stops the one before, and every button knows
// which one is speaking. Long texts go out in sentence-sized pieces (some voices stop after ~15 s).
import type { SpeechLang } from './tex-words';

export const SPEECH_LOCALES: Record<SpeechLang, string> = { en: 'en-US', es: 'es-US' };
const CHUNK_MAX = 220;

/** The parts of the Web Speech API we use, so tests can pass a fake. */
export interface SpeechEnv {
  synth: Pick<SpeechSynthesis, 'speak' | 'cancel' | 'getVoices'>;
  Utterance: new (text: string) => SpeechSynthesisUtterance;
}

/** Splits text at sentence ends (then at spaces) into pieces a voice reads without stalling. */
export const speechChunks = (text: string, max = CHUNK_MAX): string[] => {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?;:])\s+/)
    .filter(Boolean);
  const chunks: string[] = [];
  for (const sentence of sentences) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + sentence.length + 1 <= max)
      chunks[chunks.length - 1] = `${last} ${sentence}`;
    else if (sentence.length <= max) chunks.push(sentence);
    else {
      let rest = sentence;
      while (rest.length > max) {
        const cut = rest.lastIndexOf(' ', max);
        const at = cut > 0 ? cut : max;
        chunks.push(rest.slice(0, at));
        rest = rest.slice(at).trim();
      }
      if (rest) chunks.push(rest);
    }
  }
  return chunks;
};

export interface ReadAloudStore {
  subscribe(listener: () => void): () => void;
  /** The key of the button speaking now, or null. */
  getSnapshot(): string | null;
  speak(key: string, text: string, lang: SpeechLang): void;
  stop(): void;
}

/** A store over one speech engine (or none: then nothing speaks and nothing is ever "speaking"). */
export function createReadAloudStore(getEnv: () => SpeechEnv | null): ReadAloudStore {
  let speaking: string | null = null;
  // Each start or stop bumps the run, so the callbacks of a cancelled run change nothing.
  let run = 0;
  const listeners = new Set<() => void>();
  const set = (key: string | null) => {
    if (speaking === key) return;
    speaking = key;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => speaking,
    speak(key, text, lang) {
      const env = getEnv();
      run += 1;
      const mine = run;
      env?.synth.cancel();
      const chunks = speechChunks(text);
      if (!env || chunks.length === 0) return set(null);
      const locale = SPEECH_LOCALES[lang];
      const voice =
        env.synth.getVoices().find((v) => v.lang === locale) ??
        env.synth.getVoices().find((v) => v.lang.replace('_', '-').startsWith(`${lang}-`));
      set(key);
      chunks.forEach((chunk, i) => {
        const utterance = new env.Utterance(chunk);
        utterance.lang = locale;
        if (voice) utterance.voice = voice;
        if (i === chunks.length - 1)
          utterance.onend = () => {
            if (run === mine) set(null);
          };
        utterance.onerror = () => {
          if (run === mine) set(null);
        };
        env.synth.speak(utterance);
      });
    },
    stop() {
      run += 1;
      getEnv()?.synth.cancel();
      set(null);
    },
  };
}

/** The browser's speech engine, or null where there is none (old browsers, some webviews, tests). */
export const browserSpeech = (): SpeechEnv | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function'
    ? { synth: window.speechSynthesis, Utterance: window.SpeechSynthesisUtterance }
    : null;

/** The page's one read-aloud store. */
export const readAloudStore = createReadAloudStore(browserSpeech);
