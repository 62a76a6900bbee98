import { describe, expect, it, vi } from 'vitest';
import { createReadAloudStore, type SpeechEnv, speechChunks } from './read-aloud-store';

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

const fakeEnv = () => {
  const spoken: FakeUtterance[] = [];
  const env = {
    synth: {
      speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
      cancel: vi.fn(() => {
        // Browsers report a cancelled utterance as an error ("interrupted").
        for (const u of spoken.splice(0)) u.onerror?.();
      }),
      getVoices: () => [{ lang: 'es-MX' }, { lang: 'en-US' }],
    },
    Utterance: FakeUtterance,
  };
  return { env: env as unknown as SpeechEnv, spoken };
};

describe('speechChunks', () => {
  it('keeps short text whole and splits long text at sentences, then spaces', () => {
    expect(speechChunks('  One.  Two!  ')).toEqual(['One. Two!']);
    expect(speechChunks('')).toEqual([]);
    const long = `${'word '.repeat(60)}end.`;
    const chunks = speechChunks(`First sentence. ${long}`, 100);
    expect(chunks.every((c) => c.length <= 100)).toBe(true);
    expect(chunks.join(' ')).toBe(`First sentence. ${long}`.replace(/\s+/g, ' ').trim());
  });
});

describe('read-aloud store', () => {
  it('speaks one thing at a time and says which', () => {
    const { env, spoken } = fakeEnv();
    const store = createReadAloudStore(() => env);
    const seen: (string | null)[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    store.speak('question', 'What is 3 times 4?', 'en');
    expect(store.getSnapshot()).toBe('question');
    expect(spoken[0]).toMatchObject({ text: 'What is 3 times 4?', lang: 'en-US', voice: { lang: 'en-US' } });
    store.speak('hint', 'Cuenta de cuatro en cuatro.', 'es');
    expect(env.synth.cancel).toHaveBeenCalledTimes(2);
    // The cancelled question's error callback did not clear the hint.
    expect(store.getSnapshot()).toBe('hint');
    expect(spoken[0]).toMatchObject({ lang: 'es-US', voice: { lang: 'es-MX' } });
    spoken[0]?.onend?.();
    expect(store.getSnapshot()).toBeNull();
    expect(seen).toEqual(['question', 'hint', null]);
  });

  it('stops on request, and is silent without a speech engine', () => {
    const { env } = fakeEnv();
    const store = createReadAloudStore(() => env);
    store.speak('passage', 'Once upon a time.', 'en');
    store.stop();
    expect(store.getSnapshot()).toBeNull();
    const none = createReadAloudStore(() => null);
    none.speak('x', 'text', 'en');
    expect(none.getSnapshot()).toBeNull();
  });
});
