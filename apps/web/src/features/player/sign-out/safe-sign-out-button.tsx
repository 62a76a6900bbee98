import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session-store';
import { userKeyOf } from '../unsent-answers';
import { sendLeftoverAnswers, unsentAfterFlush } from './flush-before-sign-out';
import { SignOutDialog } from './sign-out-dialog';
import { useSignOutT } from './sign-out-i18n';
import './sign-out.css';

interface SafeSignOutButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** The layout's sign-out (revoke, clear the session, go to the login page). */
  signOut: () => void;
  pending: boolean;
  label: string;
}

/**
 * The student's sign-out: answers still on this device are sent first; if some cannot be (offline), the
 * student is asked, and the answers stay in this browser for next time (the queue's key survives sign-out).
 */
export function SafeSignOutButton({ signOut, pending, label, ...buttonProps }: SafeSignOutButtonProps) {
  const t = useSignOutT();
  const userKey = userKeyOf(useSession());
  const [sending, setSending] = useState(false);
  const [unsent, setUnsent] = useState(0);

  useEffect(() => {
    if (userKey) sendLeftoverAnswers(userKey);
  }, [userKey]);

  const start = async () => {
    if (!userKey) return signOut();
    setSending(true);
    const count = await unsentAfterFlush(userKey).finally(() => setSending(false));
    if (count === 0) signOut();
    else setUnsent(count);
  };

  return (
    <>
      {/* Narrow padding on the smallest phones, so "Cerrar sesión" fits the header at 320 px. */}
      <Button px={{ base: 'sm', xs: 'lg' }} {...buttonProps} onClick={start} loading={pending || sending}>
        {label}
      </Button>
      <SignOutDialog
        opened={unsent > 0}
        title={t('title')}
        body={t('body', { count: unsent })}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onClose={() => setUnsent(0)}
        onConfirm={() => {
          setUnsent(0);
          signOut();
        }}
      />
    </>
  );
}
