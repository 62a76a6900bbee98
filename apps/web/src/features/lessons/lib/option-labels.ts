import {
  CFU_FORMATS,
  SLIDE_COMPONENT_KINDS as K,
  type TSlideComponent,
  type TStudentSlideComponent,
} from '@clearsheets/shared';
import type { OptionIconName } from '../components/option-icon';
import type { LessonsKey, LessonsT } from '../i18n';
import { MOOD_ITEM } from './slide-items';

// The words of quick-check and mood options in the screen's language (the contract's labels are English).

const CFU_KEYS: Record<number, Record<string, LessonsKey>> = {
  [CFU_FORMATS.thumbs]: { '1': 'options.thumbsUp', '2': 'options.thumbsDown' },
  [CFU_FORMATS.yesNo]: { yes: 'options.yes', no: 'options.no' },
  [CFU_FORMATS.trueFalse]: { true: 'options.true', false: 'options.false' },
  [CFU_FORMATS.emojiFaces]: { '1': 'options.smile', '2': 'options.neutral', '3': 'options.sad' },
};
const MOOD_KEYS: Record<string, LessonsKey> = { '1': 'options.happy', '3': 'options.neutral', '2': 'options.sad' };

/** A picture for the options that have one (thumbs, faces, moods); decoration only, the label says it. */
export const OPTION_ICON: Partial<Record<LessonsKey, OptionIconName>> = {
  'options.thumbsUp': 'thumbsUp',
  'options.thumbsDown': 'thumbsDown',
  'options.smile': 'smile',
  'options.neutral': 'neutral',
  'options.sad': 'sad',
  'options.happy': 'happy',
};

/** The quick-check format a component's options follow (null for none). */
export function optionFormatOf(c: TSlideComponent | TStudentSlideComponent): number | null {
  if (c.kind === K.yesNo) return CFU_FORMATS.yesNo;
  if (c.kind === K.trueFalse) return CFU_FORMATS.trueFalse;
  if (c.kind === K.presentationActivity && c.cfu && c.cfu.format !== 0) return c.cfu.format;
  return null;
}

/** The key of an option's words, or null when its label is its own (A, B, C, D with the choice's text). */
export function optionKey(format: number | null, itemKey: string, value: string): LessonsKey | null {
  if (itemKey === MOOD_ITEM) return MOOD_KEYS[value] ?? null;
  if (format === null) return null;
  return CFU_KEYS[format]?.[value] ?? null;
}

/** An option's label in the screen's language. */
export function optionLabel(
  t: LessonsT,
  format: number | null,
  itemKey: string,
  option: { value: string; label: string },
) {
  const key = optionKey(format, itemKey, option.value);
  return key ? t(key) : option.label;
}
