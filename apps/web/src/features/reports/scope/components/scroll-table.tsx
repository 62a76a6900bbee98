import type { ReactNode } from 'react';
import '../scope.css';

/**
 * A wide table that scrolls sideways inside its frame on narrow screens (never the page). The frame takes the
 * keyboard focus, so its hidden columns can be scrolled to with the arrow keys, and is named after its table.
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group around a table, not a form's fieldset
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame must take focus for keyboard scrolling (WCAG 2.1.1)
    <div className="cs-report-table-wrap cs-scope-scroll" role="group" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
