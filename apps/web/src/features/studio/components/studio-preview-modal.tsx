import type { TWorksheetDetail } from '@clearsheets/shared';
import { Container, Modal } from '@mantine/core';
import { QuestionPreviewList } from '../../questions';
import { useStudioT } from '../i18n';

interface StudioPreviewModalProps {
  opened: boolean;
  worksheet: TWorksheetDetail;
  onClose: () => void;
}

/** "Preview as student": the whole worksheet as students will see it, full screen (unfinished ones flagged). */
export function StudioPreviewModal({ opened, worksheet, onClose }: StudioPreviewModalProps) {
  const t = useStudioT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('studio.preview.title', { title: worksheet.title })}
      closeButtonProps={{ 'aria-label': t('studio.close') }}
    >
      <Container size="md" px={0}>
        {opened && (
          <QuestionPreviewList questions={worksheet.questions} passages={worksheet.passages} headingOrder={2} />
        )}
      </Container>
    </Modal>
  );
}
