/**
 * The seller API for after-sales (issue 12): what a back-office calls to move an application.
 * The spec does not show seller screens; these calls exist so that something real moves a reverse
 * order through its state machine (mall-api/src/domain/reverseStateMachine.ts). Every call needs a
 * logged-in seller (403 otherwise) and acts only on the reverse orders of the seller's own shops
 * (404 for any other, so ids of other shops are not revealed).
 */
import * as v from 'valibot';
import { defineCall } from './define';
import { Id, page } from './common';
import { Carrier, ReverseMoved, ReverseOrderSummary, ReverseOrderStatus, TrackingNumber } from './aftersales';

const ById = v.object({ id: Id });

/** The seller's after-sales orders, newest first, optionally by status. */
export const pageSellerReverseOrders = defineCall({
  method: 'POST',
  path: '/seller-api/after-sales/page',
  request: v.object({
    status: v.optional(ReverseOrderStatus),
    pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 20),
  }),
  response: page(ReverseOrderSummary),
  safeToRetry: true,
});

/** Approve: refund-only waits for the refund, return and exchange wait for the buyer to send back. */
export const approveReverse = defineCall({ method: 'POST', path: '/seller-api/after-sales/approve', request: ById, response: ReverseMoved });

/** Reject with a reason the buyer reads (auditRejectReason): the application closes, its lines are free again. */
export const rejectReverse = defineCall({
  method: 'POST',
  path: '/seller-api/after-sales/reject',
  request: v.object({ id: Id, reason: v.pipe(v.string(), v.trim(), v.nonEmpty('seller.rejectReasonRequired'), v.maxLength(500)) }),
  response: ReverseMoved,
});

/** The returned goods arrived and passed the check: back in stock; a return waits for the refund, an exchange for the replacement. */
export const confirmReturnReceived = defineCall({ method: 'POST', path: '/seller-api/after-sales/confirm-received', request: ById, response: ReverseMoved });

/** Pay the refund (the amount the buyer asked for): REFUND_DONE. */
export const refundReverse = defineCall({ method: 'POST', path: '/seller-api/after-sales/refund', request: ById, response: ReverseMoved });

/** Ship the replacement of an exchange: one parcel with carrier and tracking number. */
export const shipReplacement = defineCall({
  method: 'POST',
  path: '/seller-api/after-sales/ship',
  request: v.object({ id: Id, carrier: v.object({ id: Carrier.entries.id }), serviceCode: TrackingNumber }),
  response: ReverseMoved,
});
