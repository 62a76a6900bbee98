import type { TWorksheetDetail } from '@clearsheets/shared';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useLibraryT } from '../i18n';
import { ReadinessBadge } from './readiness-badge';
import { StandardCodes } from './standard-codes';
import { WorksheetBadges } from './worksheet-badges';

/** Title, grade/subject/topic/standards, who made it and what it is about. */
export function WorksheetHeader({ worksheet }: { worksheet: TWorksheetDetail }) {
  const t = useLibraryT();
  return (
    <Stack gap="sm">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {worksheet.title}
      </Title>
      <Group gap="sm" wrap="wrap">
        <WorksheetBadges worksheet={worksheet} size="md" />
        {!worksheet.isLibrary && <ReadinessBadge ready={worksheet.isReady} />}
      </Group>
      {worksheet.domain && (
        <Text fw={500}>
          {t('library.topic')}: {worksheet.domain.name}
        </Text>
      )}
      <StandardCodes standards={worksheet.standards} all />
      <Text size="sm" c="dimmed">
        {worksheet.isLibrary
          ? t('library.fromLibrary')
          : worksheet.owner
            ? t('library.byOwner', { name: worksheet.owner.name })
            : null}
        {worksheet.sharedWith.length > 0 &&
          ` · ${t('library.detail.sharedWith')}: ${worksheet.sharedWith.map((c) => c.name).join(', ')}`}
      </Text>
      {worksheet.description && (
        <Text style={{ whiteSpace: 'pre-line' }} maw={760}>
          {worksheet.description}
        </Text>
      )}
    </Stack>
  );
}
