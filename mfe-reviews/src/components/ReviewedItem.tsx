import { Image } from '@mall/shared';
import type { CommentDetail } from '@mall/shared/contract';

/** The order line a review is about: thumbnail, name, attributes. */
export function ReviewedItem({ orderLine }: { orderLine: CommentDetail['orderLine'] }) {
  return (
    <div className="reviews-form__item">
      <Image src={orderLine.sku.image} alt="" width={80} height={80} />
      <div>
        <p className="reviews-form__name">{orderLine.sku.name}</p>
        {orderLine.sku.attributes.length > 0 && <p className="reviews-line__attrs">{orderLine.sku.attributes.map((a) => a.attrVal).join(' / ')}</p>}
      </div>
    </div>
  );
}
