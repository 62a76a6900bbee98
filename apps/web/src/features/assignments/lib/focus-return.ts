import { MAIN_CONTENT_ID } from '../../../components/skip-link';

/**
 * Remembers where the focus should go back when a dialog closes: the control that opened it (a menu's
 * button, since the menu item itself disappears), or the page's main area when that control is gone (the
 * row was deleted). Dialogs here mount only while open, so Mantine's own focus return never sees them open.
 */
export function rememberFocus(trigger?: Element | null): () => void {
  const target = (trigger ?? document.activeElement) as HTMLElement | null;
  return () => {
    window.setTimeout(() => {
      if (target?.isConnected && target.offsetParent !== null) target.focus();
      else document.getElementById(MAIN_CONTENT_ID)?.focus();
    }, 0);
  };
}
