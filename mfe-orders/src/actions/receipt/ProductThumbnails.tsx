import { useTranslation } from 'react-i18next';
import { Image } from '@mall/shared';
import { NAMESPACE } from '../../namespace';

/** Spec (orderdetail §2, §9): a product card on related content shows at most 4 thumbnails. */
export const MAX_THUMBNAILS = 4;

export interface ThumbnailProduct {
  key: number;
  name: string;
  image: string;
}

/** Up to four product pictures, then a "+N" that says how many more products there are. */
export function ProductThumbnails({ products, label }: { products: readonly ThumbnailProduct[]; label: string }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = products.slice(0, MAX_THUMBNAILS);
  const more = products.length - shown.length;
  return (
    <ul className="orders-thumbs" aria-label={label}>
      {shown.map((product) => (
        <li key={product.key} title={product.name}>
          <Image src={product.image} alt={product.name} width={48} height={48} />
        </li>
      ))}
      {more > 0 && (
        <li className="orders-thumbs__more">
          <span aria-hidden="true">+{more}</span>
          <span className="mall-visually-hidden">{t('actions.packages.moreProducts', { count: more })}</span>
        </li>
      )}
    </ul>
  );
}
