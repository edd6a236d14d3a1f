import * as v from 'valibot';
import { afterSalesCalls, type CallRequest } from '@mall/shared/contract';

/** The send-back form as typed: the carrier chosen from the sheet (its id, '' for none) and the tracking number. */
export interface SendBackValues {
  carrierId: string;
  serviceCode: string;
}

/**
 * Spec (return shipping): carrier required (请输入物流公司), tracking number required (请输入物流单号),
 * letters and digits only (请输入正确的物流单号). The tracking rule is the contract's, which mall-api applies too.
 */
export const sendBackSchema = v.object({
  carrierId: v.pipe(v.string(), v.nonEmpty('aftersales.carrierRequired')),
  serviceCode: afterSalesCalls.TrackingNumber,
});

/** Spec: sent as returnMode SELF_DELIVERY with one parcel. */
export const postBackOf = (id: number, values: SendBackValues): CallRequest<typeof afterSalesCalls.postBackReverse> => ({
  id,
  fulfillmentProgressList: [{ serviceCode: values.serviceCode.trim(), fulfillmentServiceProvider: { id: Number(values.carrierId) } }],
  returnMode: 'SELF_DELIVERY',
});
