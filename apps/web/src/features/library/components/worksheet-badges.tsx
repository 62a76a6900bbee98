import type { TWorksheetSummary } from '@clearsheets/shared';
import { Badge, Group } from '@mantine/core';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useLibraryT } from '../i18n';

interface WorksheetBadgesProps {
  worksheet: Pick<TWorksheetSummary, 'grade' | 'subjectName' | 'isFullTopic' | 'questionCount'>;
  /** Lists and cards are dense; the detail page shows the same at a larger size. */
  size?: 'sm' | 'md';
}

/** Grade, subject, question count and the Full topic mark, in the same order on every screen. */
export function WorksheetBadges({ worksheet, size = 'sm' }: WorksheetBadgesProps) {
  const t = useLibraryT();
  const labels = useGradeSubjectLabels();
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color="brand" size={size}>
        {labels.grade(worksheet.grade)}
      </Badge>
      <Badge variant="light" color="gray" size={size}>
        {labels.subject(worksheet.subjectName)}
      </Badge>
      <Badge variant="outline" color="gray" size={size}>
        {t('library.questions', { count: worksheet.questionCount })}
      </Badge>
      {worksheet.isFullTopic && (
        <Badge variant="filled" color="teal.9" size={size}>
          {t('library.fullTopic')}
        </Badge>
      )}
    </Group>
  );
}
