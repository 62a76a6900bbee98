import type { TWorksheetSummary } from '@clearsheets/shared';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLibraryT } from '../i18n';
import type { StudioAccess } from '../lib/license';
import { worksheetPath } from '../lib/paths';
import { AssignButton } from './assign-button';
import { ReadinessBadge } from './readiness-badge';
import { StandardCodes } from './standard-codes';
import { WorksheetBadges } from './worksheet-badges';
import { type RowAction, WorksheetRowMenu } from './worksheet-row-menu';

interface WorksheetRowProps {
  worksheet: TWorksheetSummary;
  studio: StudioAccess;
  assignBlocked: boolean;
  showOwner: boolean;
  onPreview: () => void;
  onAction: (action: RowAction) => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One of the teacher's worksheets: what it is, whether it is ready, and what to do with it. */
export function WorksheetRow({ worksheet, studio, assignBlocked, showOwner, onPreview, onAction }: WorksheetRowProps) {
  const t = useLibraryT();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Anchor component={Link} to={worksheetPath(worksheet.id)} fw={700} size="lg" c="brand.8">
            {worksheet.title}
          </Anchor>
          <Group gap={6} wrap="wrap">
            <WorksheetBadges worksheet={worksheet} />
            <ReadinessBadge ready={worksheet.isReady} />
          </Group>
          <StandardCodes standards={worksheet.standards} />
          <Text size="xs" c="dimmed">
            {showOwner && worksheet.owner ? `${t('library.byOwner', { name: worksheet.owner.name })} · ` : ''}
            {t('library.updated', { date: dateFormat.format(new Date(worksheet.updatedAt)) })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            onClick={onPreview}
            aria-label={t('library.mine.previewLabel', { title: worksheet.title })}
          >
            {t('library.mine.preview')}
          </Button>
          <AssignButton
            worksheet={worksheet}
            blocked={assignBlocked}
            label={t('library.mine.assign')}
            aria-label={t('library.mine.assignLabel', { title: worksheet.title })}
          />
          <WorksheetRowMenu worksheet={worksheet} studio={studio} onAction={onAction} />
        </Group>
      </Group>
    </Paper>
  );
}
