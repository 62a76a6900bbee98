import { Button, Group } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';

interface SignOutDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Sign out with answers not sent?" as a native modal <dialog>: focus kept inside, Escape closes, the page
 * behind is inert, and no dialog library in the student layout's first load. Cancel has the focus.
 */
export function SignOutDialog({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: SignOutDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal?.();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    <dialog
      ref={ref}
      className="cs-sign-out-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {opened && (
        <>
          <h2 id={titleId} className="cs-sign-out-dialog-title">
            {title}
          </h2>
          <p id={bodyId} className="cs-sign-out-dialog-body">
            {body}
          </p>
          <Group justify="flex-end" gap="sm">
            {/* A modal dialog puts the focus on its safe choice. */}
            <Button variant="default" size="md" onClick={onClose} autoFocus>
              {cancelLabel}
            </Button>
            <Button color="red.9" size="md" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </>
      )}
    </dialog>
  );
}
