import { useTranslation } from '../lib/i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop of every layout: keyboard users jump over the header straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="cs-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
