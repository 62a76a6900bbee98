import { Group, TextInput } from '@mantine/core';
import { useArcadeT } from '../i18n';

/** From and to dates of a summary (empty: this week). */
export function PeriodFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (next: { from: string; to: string }) => void;
}) {
  const t = useArcadeT();
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        type="date"
        label={t('summary.from')}
        value={from}
        onChange={(e) => onChange({ from: e.currentTarget.value, to })}
      />
      <TextInput
        type="date"
        label={t('summary.to')}
        value={to}
        onChange={(e) => onChange({ from, to: e.currentTarget.value })}
      />
    </Group>
  );
}
