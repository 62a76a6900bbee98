import type { TWorksheetSummary } from '@clearsheets/shared';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/route-access';
import { StandardCodes } from './standard-codes';
import { WorksheetBadges } from './worksheet-badges';
import { WorksheetThumb } from './worksheet-thumb';

/** One library result: a glimpse of its first question; the title opens it; topic, standards and size help choose. */
export function WorksheetCard({ worksheet }: { worksheet: TWorksheetSummary }) {
  const to = `${PATHS.teacherWorksheet}?id=${worksheet.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" h="100%" style={{ overflow: 'hidden' }}>
      <Stack gap="xs" h="100%">
        <WorksheetThumb preview={worksheet.preview} to={to} />
        <Title order={2} size="h4" lh={1.3}>
          <Anchor component={Link} to={to} c="brand.8" fw={700}>
            {worksheet.title}
          </Anchor>
        </Title>
        <WorksheetBadges worksheet={worksheet} />
        {worksheet.domain && (
          <Text size="sm" fw={500}>
            {worksheet.domain.name}
          </Text>
        )}
        <StandardCodes standards={worksheet.standards} />
        {worksheet.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {worksheet.description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
