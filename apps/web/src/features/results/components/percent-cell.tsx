import { formatPercent, percentBand } from '../lib/format';

/** A percentage with its colour band as a background; the number is always there in text. */
export function PercentChip({ percent, suffix }: { percent: number; suffix?: string }) {
  return (
    <span className="cs-percent" data-band={percentBand(percent)}>
      {formatPercent(percent)}
      {suffix}
    </span>
  );
}
