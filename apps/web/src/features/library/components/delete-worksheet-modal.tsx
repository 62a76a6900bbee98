import { MESSAGES } from '@clearsheets/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteWorksheet } from '../api/worksheet-mutations';
import { useLibraryT } from '../i18n';
import { errorTitle, notifySuccess, replyMessage } from '../lib/notices';

interface DeleteWorksheetModalProps {
  /** The worksheet to delete; null keeps the modal closed. */
  worksheet: { id: number; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** "Delete …?" with Cancel focused; on success the spec's "Worksheet deleted" notice. */
export function DeleteWorksheetModal({ worksheet, onClose, onDeleted }: DeleteWorksheetModalProps) {
  const t = useLibraryT();
  const remove = useDeleteWorksheet();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={worksheet !== null}
      title={t('library.remove.title', { title: worksheet?.title ?? '' })}
      confirmLabel={t('library.remove.confirm')}
      cancelLabel={t('library.cancel')}
      closeLabel={t('library.close')}
      loading={remove.isPending}
      error={remove.isError ? errorTitle(remove.error) : null}
      onClose={close}
      onConfirm={() => {
        if (!worksheet) return;
        remove.mutate(worksheet.id, {
          onSuccess: (reply) => {
            notifySuccess(replyMessage(reply) ?? MESSAGES.worksheetDeleted);
            close();
            onDeleted?.();
          },
        });
      }}
    >
      {t('library.remove.body')}
    </ConfirmModal>
  );
}
