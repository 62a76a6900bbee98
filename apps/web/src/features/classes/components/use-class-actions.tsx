import { MESSAGES, type TClassSummary } from '@clearsheets/shared';
import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LockIcon } from '../../../components/icons';
import { UpgradeText } from '../../../components/upgrade-text';
import { useDeleteClass, useMakePremium } from '../api/class-mutations';
import { useClassesT } from '../i18n';
import { ClassEditModal } from './class-edit-modal';
import { ConfirmModal } from './confirm-modal';
import { notifySuccess } from './feedback';

export type ClassAction = 'edit' | 'delete' | 'premium' | 'premiumLocked';

/** Why: the class list and the class page offer the same edit, delete and make-premium actions, each behind
 * its dialog; this keeps one copy of the dialogs and their outcomes. */
export function useClassActions(options: { onDeleted?: (cls: TClassSummary) => void } = {}) {
  const ct = useClassesT();
  const [current, setCurrent] = useState<{ action: ClassAction; cls: TClassSummary } | null>(null);
  const remove = useDeleteClass();
  const premium = useMakePremium();
  const close = () => {
    setCurrent(null);
    remove.reset();
    premium.reset();
  };
  const cls = current?.cls ?? null;

  const modals = (
    <>
      <ClassEditModal cls={current?.action === 'edit' ? cls : null} onClose={close} />
      <ConfirmModal
        opened={current?.action === 'delete'}
        title={cls ? ct('remove.title', { name: cls.name }) : ''}
        body={ct('remove.body')}
        confirmLabel={ct('remove.confirm')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() => {
          if (!cls) return;
          remove.mutate(cls.id, {
            onSuccess: () => {
              notifySuccess(MESSAGES.classDeleted);
              close();
              options.onDeleted?.(cls);
            },
          });
        }}
      />
      <ConfirmModal
        opened={current?.action === 'premium'}
        title={cls ? ct('premium.title', { name: cls.name }) : ''}
        body={ct('premium.body')}
        confirmLabel={ct('premium.confirm')}
        pending={premium.isPending}
        error={premium.error}
        onClose={close}
        onConfirm={() => {
          if (!cls) return;
          premium.mutate(cls.id, {
            onSuccess: () => {
              notifySuccess(MESSAGES.classMadePremium);
              close();
            },
          });
        }}
      />
      <Modal
        opened={current?.action === 'premiumLocked'}
        onClose={close}
        centered
        title={ct('premium.lockedTitle')}
        closeButtonProps={{ 'aria-label': ct('common.close') }}
      >
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed" aria-hidden="true">
            <LockIcon size={28} />
          </Text>
          <Text>
            <UpgradeText text={MESSAGES.upgradeRequired} />
          </Text>
        </Stack>
      </Modal>
    </>
  );

  return { open: (action: ClassAction, target: TClassSummary) => setCurrent({ action, cls: target }), modals };
}
