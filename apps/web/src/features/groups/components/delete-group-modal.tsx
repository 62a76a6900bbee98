import { MESSAGES } from '@clearsheets/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmModal } from '../../../components/confirm-modal';
import { isApiError } from '../../../lib/api-client';
import { useGroupsT } from '../i18n';

interface DeleteGroupModalProps {
  /** The group to delete; null keeps the modal closed. */
  group: { name: string } | null;
  remove: UseMutationResult<void, unknown, number>;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete group …?" with the server's refusal in place, for the group list and the group manager. */
export function DeleteGroupModal({ group, remove, onConfirm, onClose }: DeleteGroupModalProps) {
  const t = useGroupsT();
  return (
    <ConfirmModal
      opened={group !== null}
      title={t('groups.list.deleteTitle', { name: group?.name ?? '' })}
      confirmLabel={t('groups.list.delete')}
      cancelLabel={t('groups.list.cancel')}
      closeLabel={t('groups.close')}
      onConfirm={onConfirm}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      loading={remove.isPending}
      error={remove.isError ? (isApiError(remove.error) ? remove.error.title : MESSAGES.somethingWentWrong) : null}
    >
      {t('groups.list.deleteBody')}
    </ConfirmModal>
  );
}
