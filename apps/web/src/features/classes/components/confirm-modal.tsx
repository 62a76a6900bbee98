import type { ReactNode } from 'react';
import { ConfirmModal as SharedConfirmModal } from '../../../components/confirm-modal';
import { useClassesT } from '../i18n';
import { errorDetail, errorTitle, inShownLanguage } from './feedback';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  error?: unknown;
  danger?: boolean;
}

/** The app's "are you sure?" dialog with this feature's labels, and a server refusal shown by its title
 * (and detail when it adds something). */
export function ConfirmModal({ body, pending = false, error, danger = false, ...props }: ConfirmModalProps) {
  const ct = useClassesT();
  const detail = errorDetail(error);
  return (
    <SharedConfirmModal
      {...props}
      cancelLabel={ct('common.cancel')}
      closeLabel={ct('common.close')}
      loading={pending}
      danger={danger}
      error={
        error
          ? detail
            ? `${inShownLanguage(errorTitle(error))}. ${inShownLanguage(detail)}`
            : inShownLanguage(errorTitle(error))
          : null
      }
    >
      {body}
    </SharedConfirmModal>
  );
}
