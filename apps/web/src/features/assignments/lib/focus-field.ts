/** Moves the focus to a field by id: the element itself, or the first control inside a group (checkboxes, radios). */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const target =
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
      ? element
      : element.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), textarea, select');
  (target ?? element).focus();
}
