import { MESSAGES, type TAssignmentSummary, type TClassSummary } from '@clearsheets/shared';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteAssignment } from '../api/assignment-mutations';
import { useAssignmentsT } from '../i18n';
import { rememberFocus } from '../lib/focus-return';
import type { AssignmentAction, OnAssignmentAction } from './assignment-actions';
import { EditSettingsModal } from './edit-settings-modal';
import { errorTitle, notifySuccess } from './feedback';

/** The row actions' dialogs: edit settings, and delete after a confirmation (`Assignment deleted`). */
export function useAssignmentActions(classes: readonly TClassSummary[]) {
  const t = useAssignmentsT();
  const [open, setOpen] = useState<{
    action: AssignmentAction;
    assignment: TAssignmentSummary;
    restoreFocus: () => void;
  } | null>(null);
  const remove = useDeleteAssignment();
  const close = () => {
    open?.restoreFocus();
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

  const openAction: OnAssignmentAction = (action, assignment, trigger) =>
    setOpen({ action, assignment, restoreFocus: rememberFocus(trigger) });
  return { open: openAction, modals };
}
