import { MESSAGES, type TAssignmentSummary, type TClassSummary } from '@clearsheets/shared';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteAssignment } from '../api/assignment-mutations';
import { useAssignmentsT } from '../i18n';
import type { AssignmentAction } from './assignment-actions';
import { EditSettingsModal } from './edit-settings-modal';
import { errorTitle, notifySuccess } from './feedback';

/** The row actions' dialogs: edit settings, and delete after a confirmation (`Assignment deleted`). */
export function useAssignmentActions(classes: readonly TClassSummary[]) {
  const t = useAssignmentsT();
  const [open, setOpen] = useState<{ action: AssignmentAction; assignment: TAssignmentSummary } | null>(null);
  const remove = useDeleteAssignment();
  const close = () => {
    setOpen(null);
    remove.reset();
  };

  const modals = open ? (
    open.action === 'edit' ? (
      <EditSettingsModal assignment={open.assignment} classes={classes} onClose={close} />
    ) : (
      <ConfirmModal
        opened
        title={t('assignments.remove.title', { title: open.assignment.title })}
        confirmLabel={t('assignments.remove.confirm')}
        cancelLabel={t('assignments.cancel')}
        closeLabel={t('assignments.close')}
        loading={remove.isPending}
        error={remove.error ? errorTitle(remove.error) : null}
        onClose={close}
        onConfirm={() =>
          remove.mutate(open.assignment.id, {
            onSuccess: (reply) => {
              notifySuccess(reply?.message || MESSAGES.assignmentDeleted);
              close();
            },
          })
        }
      >
        {t('assignments.remove.body')}
      </ConfirmModal>
    )
  ) : null;

  return {
    open: (action: AssignmentAction, assignment: TAssignmentSummary) => setOpen({ action, assignment }),
    modals,
  };
}
