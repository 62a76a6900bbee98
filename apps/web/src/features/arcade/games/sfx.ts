import type { SfxName } from './types';

// The games' sounds, synthesized with WebAudio: short tones, no audio files to download.

const TONES: Record<SfxName, { freq: number[]; type: OscillatorType; length: number }> = {
  tap: { freq: [660], type: 'square', length: 0.05 },
  score: { freq: [880, 1320], type: 'triangle', length: 0.12 },
  hit: { freq: [180, 90], type: 'sawtooth', length: 0.18 },
  jump: { freq: [400, 700], type: 'square', length: 0.1 },
  power: { freq: [520, 780, 1040], type: 'triangle', length: 0.3 },
  lose: { freq: [400, 300, 200], type: 'sawtooth', length: 0.45 },
  win: { freq: [523, 659, 784, 1047], type: 'triangle', length: 0.5 },
};

export interface SoundBoard {
  play(name: SfxName): void;
  close(): void;
}

/** A sound board that stays silent while `muted()` is true; the context starts on the first sound after a
 * gesture, as browsers require. */
export function createSoundBoard(muted: () => boolean): SoundBoard {
  let ctx: AudioContext | null = null;
  return {
    play(name) {
      if (muted() || typeof AudioContext === 'undefined') return;
      ctx ??= new AudioContext();
      const tone = TONES[name];
      const now = ctx.currentTime;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone.type;
      tone.freq.forEach((f, i) => {
        osc.frequency.setValueAtTime(f, now + (i * tone.length) / tone.freq.length);
      });
      gain.gain.setValueAtTime(0.08, now);
      gain.gain.exponentialRampToValueAtTime(0.001, now + tone.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now);
      osc.stop(now + tone.length);
    },
    close() {
      void ctx?.close();
      ctx = null;
    },
  };
}
