import type { ReactNode } from 'react';
import './error-notice.css';

/**
 * A failure told in place (a query that failed, a page that did not load), announced to screen readers. Drawn
 * like Mantine's light red Alert, but without it: these notices are part of every first load.
 */
export function ErrorNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="cs-error-notice">
      <p className="cs-error-notice-title">{title}</p>
      {children}
    </div>
  );
}
