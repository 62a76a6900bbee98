import { Group, Text } from '@mantine/core';
import { useLibraryT } from '../i18n';

const SHOWN = 6;

/** The worksheet's standards as codes ("5.3K, 5.3L"), the first few only on a card. */
export function StandardCodes({
  standards,
  all = false,
}: {
  standards: { id: number; code: string }[];
  all?: boolean;
}) {
  const t = useLibraryT();
  if (standards.length === 0) return null;
  const shown = all ? standards : standards.slice(0, SHOWN);
  const more = standards.length - shown.length;
  return (
    <Group gap={4} wrap="wrap">
      <Text size="sm" c="dimmed" component="span">
        {t('library.standards')}:
      </Text>
      <Text size="sm" component="span" ff="monospace">
        {shown.map((s) => s.code).join(', ')}
        {more > 0 ? ` +${more}` : ''}
      </Text>
    </Group>
  );
}
