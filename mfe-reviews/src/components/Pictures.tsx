import { useTranslation } from 'react-i18next';
import { Dialog, Image } from '@mall/shared';
import { NAMESPACE } from '../namespace';

/** A review's pictures as thumbnails; each opens the viewer (a dialog with the picture at full size). */
export function Pictures({ label, urls }: { label: string; urls: readonly string[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (urls.length === 0) return null;
  return (
    <ul className="reviews-pictures" aria-label={label}>
      {urls.map((url, index) => (
        <li key={url}>
          <Dialog
            title={t('detail.picture', { n: index + 1 })}
            width={720}
            className="reviews-viewer"
            trigger={
              <button type="button" aria-label={t('detail.openPicture', { n: index + 1 })}>
                <Image src={url} alt="" width={80} height={80} />
              </button>
            }
          >
            <img src={url} alt={t('detail.picture', { n: index + 1 })} />
          </Dialog>
        </li>
      ))}
    </ul>
  );
}
