import type { TWorksheetPreview } from '@clearsheets/shared';
import { Link } from 'react-router';
import { RichText } from '../../questions';
import './worksheet-thumb.css';

/**
 * A card's thumbnail: the top of the worksheet's first page, with its first question as a student would read
 * it (math rendered, three lines at most) and its first picture. Decorative for screen readers and out of the
 * tab order: the card's title link, right below, is the one way in and names the worksheet; a mouse click on
 * the picture goes to the same place.
 */
export function WorksheetThumb({ preview, to }: { preview: TWorksheetPreview | null; to: string }) {
  return (
    <Link to={to} className="cs-ws-thumb" aria-hidden="true" tabIndex={-1} data-empty={!preview || undefined}>
      <span className="cs-ws-thumb-page">
        {preview && <span className="cs-ws-thumb-number">1</span>}
        {preview?.prompt && <RichText text={preview.prompt} inline className="cs-ws-thumb-text" />}
        {preview?.image && (
          <img src={preview.image.url} alt="" className="cs-ws-thumb-img" loading="lazy" decoding="async" />
        )}
      </span>
    </Link>
  );
}
