import { Modal } from '@mantine/core';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useWorksheetDetail } from '../api/worksheet-queries';
import { useLibraryT } from '../i18n';
import { QuestionsPreview } from './questions-preview';

interface StudentPreviewModalProps {
  /** The worksheet to preview; null keeps the modal closed. */
  worksheet: { id: number; title: string } | null;
  onClose: () => void;
}

/** The whole worksheet as a student will see it, full screen (no answers shown). */
export function StudentPreviewModal({ worksheet, onClose }: StudentPreviewModalProps) {
  const t = useLibraryT();
  const detail = useWorksheetDetail(worksheet?.id ?? null);
  return (
    <Modal
      opened={worksheet !== null}
      onClose={onClose}
      fullScreen
      title={t('library.preview.title', { title: worksheet?.title ?? '' })}
      closeButtonProps={{ 'aria-label': t('library.close') }}
    >
      {detail.isPending ? (
        <LoadingBlock lines={6} height={24} />
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <QuestionsPreview worksheet={detail.data} showAnswers={false} />
      )}
    </Modal>
  );
}
