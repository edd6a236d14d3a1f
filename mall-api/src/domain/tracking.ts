/**
 * The parcel-tracking source behind GET /api/tms/web/express/track/waybill/query. A real carrier
 * integration (DHL, DPD, … APIs or an aggregator) would implement TrackingSource; the reference
 * mall answers from the parcels it knows (the buyers' returns, the sellers' replacements and the
 * order packages): a believable, deterministic timeline that unfolds from when the parcel was
 * handed over, with only the scans whose time has come. An unknown parcel has no scans (暂时没有物流信息).
 */
import type { WaybillEntry } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import type { BuyerLanguage } from '../http/language';

export interface TrackingSource {
  /** Scans of one parcel in the buyer's language, newest first; empty when the carrier knows nothing of it yet. */
  track(carrierCode: string, wayBillNumber: string, now: Date, language: BuyerLanguage): Promise<WaybillEntry[]>;
}

const HOUR = 3_600_000;

/** The scans of a parcel, by hours after hand-over, as the carrier words them in each language; `{hub}` is a depot picked from the number. */
const SCANS: ReadonlyArray<{ afterHours: number; context: Record<BuyerLanguage, string> }> = [
  { afterHours: 0, context: { en: 'Shipment information received by {carrier}', de: 'Sendungsdaten an {carrier} übermittelt', 'zh-CN': '{carrier} 已收到发货信息' } },
  { afterHours: 3, context: { en: 'Parcel handed over to {carrier}', de: 'Paket an {carrier} übergeben', 'zh-CN': '包裹已交给 {carrier}' } },
  { afterHours: 9, context: { en: 'Parcel processed at the parcel centre {hub}', de: 'Paket im Paketzentrum {hub} bearbeitet', 'zh-CN': '包裹已在 {hub} 转运中心处理' } },
  { afterHours: 22, context: { en: 'Parcel arrived at the delivery depot', de: 'Paket im Zustellstützpunkt angekommen', 'zh-CN': '包裹已到达派送站' } },
  { afterHours: 27, context: { en: 'Out for delivery', de: 'Paket wird heute zugestellt', 'zh-CN': '派送中' } },
  { afterHours: 31, context: { en: 'Delivered, signed for at the reception', de: 'Zugestellt, am Empfang quittiert', 'zh-CN': '已签收，前台代收' } },
];
const DELIVERED = SCANS[SCANS.length - 1]!;
const HUBS = ['Leipzig', 'Hannover', 'Frankfurt am Main', 'Nuremberg', 'Dortmund', 'Ludwigsfelde'];

/** 'YYYY-MM-DD HH:mm:ss' in UTC, as carriers print it. */
const formatTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The timeline of a parcel handed over at `handedOver`, as far as `now`, newest first. An order
 * package passes `deliveredAt`: its "Delivered" scan is the carrier's delivery event (the seller
 * API's deliver), at that time, and not before it; a return parcel (no such event) unfolds by time.
 */
export function timelineOf(
  carrierName: string,
  wayBillNumber: string,
  handedOver: Date,
  now: Date,
  language: BuyerLanguage,
  deliveredAt?: Date | null,
): WaybillEntry[] {
  const hub = HUBS[[...wayBillNumber].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % HUBS.length]!;
  const byEvent = deliveredAt !== undefined;
  const until = Math.min(now.getTime(), deliveredAt?.getTime() ?? Infinity);
  const scans = SCANS.map((scan) => ({ at: new Date(handedOver.getTime() + scan.afterHours * HOUR), scan }))
    .filter(({ scan }) => !byEvent || scan !== DELIVERED)
    .filter(({ at }) => at.getTime() <= until);
  if (deliveredAt) scans.push({ at: deliveredAt, scan: DELIVERED });
  return scans.reverse().map(({ at, scan }) => ({
    formatTime: formatTime(at),
    originTime: at.toISOString(),
    context: scan.context[language].replace('{carrier}', carrierName).replace('{hub}', hub),
  }));
}

/** The reference mall's source: parcels recorded in its own database. */
export function recordedParcelTracking(db: Queryable): TrackingSource {
  return {
    async track(carrierCode, wayBillNumber, now, language) {
      const rows = await db.query<{ entity_name: string; created_at: Date; package: boolean; delivered_at: Date | null }>(
        `select c.entity_name, f.created_at, false as package, null::timestamptz as delivered_at
         from reverse_fulfilments f join carriers c on c.id = f.carrier_id
         where upper(c.entity_code) = upper($1) and f.service_code = $2
         union all
         select c.entity_name, p.created_at, true, p.delivered_at from fulfilment_packages p join carriers c on c.entity_name = p.provider_name
         where upper(c.entity_code) = upper($1) and p.service_code = $2
         order by created_at limit 1`,
        [carrierCode, wayBillNumber],
      );
      const parcel = rows[0];
      return parcel ? timelineOf(parcel.entity_name, wayBillNumber, parcel.created_at, now, language, parcel.package ? parcel.delivered_at : undefined) : [];
    },
  };
}

/**
 * Whether the parcel is the buyer's: a return they sent, a replacement or a package sent to them.
 * A waybill number is printed on the parcel and passed around; it proves nothing.
 */
export async function isBuyersParcel(db: Queryable, buyerId: number, carrierCode: string, wayBillNumber: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from reverse_fulfilments f join carriers c on c.id = f.carrier_id join reverse_orders r on r.id = f.reverse_order_id
     where upper(c.entity_code) = upper($1) and f.service_code = $2 and r.buyer_id = $3
     union all
     select 1 from fulfilment_packages p join carriers c on c.entity_name = p.provider_name join trade_orders o on o.id = p.trade_order_id
     where upper(c.entity_code) = upper($1) and p.service_code = $2 and o.buyer_id = $3
     limit 1`,
    [carrierCode, wayBillNumber, buyerId],
  );
  return rows.length > 0;
}
