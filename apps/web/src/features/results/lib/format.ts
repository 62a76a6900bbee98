// Numbers and dates on the results screens, in the language shown (lib/locale-format.ts).
import { localeDateFormat, localeNumberFormat } from '../../../lib/locale-format';

const scoreFormat = localeNumberFormat({ maximumFractionDigits: 2 });
const percentFormat = localeNumberFormat({ maximumFractionDigits: 0 });
const dateFormat = localeDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = localeDateFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 5.333 -> "5.33". */
export const formatScore = (value: number): string => scoreFormat.format(value);

/** 44.42 -> "44%"; null (nobody submitted) -> the dash. */
export const formatPercent = (value: number | null | undefined, none = '—'): string =>
  value === null || value === undefined || !Number.isFinite(value) ? none : `${percentFormat.format(value)}%`;

/** A share 0..1 as a whole percentage number (0.666 -> 67). */
export const shareToPercent = (share: number): number => Math.round(share * 100);

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Nov 21, 2026" in the viewer's time zone; unparsable text as it is. */
export const formatDate = (iso: string): string => {
  const date = parse(iso);
  return date ? dateFormat.format(date) : iso;
};

/** "Nov 21, 2026, 2:47 PM" in the viewer's time zone. */
export const formatDateTime = (iso: string): string => {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : iso;
};

export type PercentBand = 'high' | 'mid' | 'low';

/** The colour band of a percentage: 80 and over, 60 to 79, under 60 (always shown with the number too). */
export const percentBand = (percent: number): PercentBand => (percent >= 80 ? 'high' : percent >= 60 ? 'mid' : 'low');
