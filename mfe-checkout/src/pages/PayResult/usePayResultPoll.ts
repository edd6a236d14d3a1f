import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mall/shared';
import { paymentCalls, type PendingConfirmation } from '@mall/shared/contract';
import { type PayResultEntry, type PayVerdict, pollDelay, verdictOfRecordStatus, verdictOfResultStatus } from './payResultRules';

export interface PollAnswer {
  verdict: PayVerdict;
  failedReason: string | null;
  /** The trade orders the payment is for (the record knows them all; the second variant only its own). */
  tradeOrderIds: number[];
  /** While pending, from the payment record: how long confirmation may take (null when the record is not read). */
  pendingConfirmation: PendingConfirmation | null;
  /** Until when the orders can still be paid (ISO), from the record; null when not known. */
  payDeadline: string | null;
}

const toId = (value: string | undefined) => {
  const id = Number(value?.split(',')[0]);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * What the page polls: the payment record (by record id, else the contract) — or, knowing only a
 * trade order, the order side's pay status (the spec's second variant, SUCCESS / UNKNOWN).
 */
export function pollTarget(entry: PayResultEntry) {
  const paymentRecordId = toId(entry.paymentOrderId);
  const contractId = toId(entry.contractId) ?? toId(entry.tradeId);
  const tradeOrderId = toId(entry.tradeOrderId);
  if (paymentRecordId !== undefined || contractId !== undefined) return { kind: 'record' as const, paymentRecordId, contractId };
  if (tradeOrderId !== undefined) return { kind: 'tradeStatus' as const, tradeOrderId };
  return undefined;
}

/**
 * Polls every 3000 ms until success or failure; a request error just waits for the next round.
 * `ready` false holds the poll (a provider's return is being finished first).
 */
export function usePayResultPoll(entry: PayResultEntry, ready = true) {
  const target = pollTarget(entry);
  // A failure the pay flow already knows (it carries the error) needs no poll.
  const knownFailure = entry.status === 'failed' && entry.error !== undefined;
  // The provider-return entry form (it carries the provider's serial number and amount).
  const fromProvider = entry.merchantSerialNo !== undefined || entry.totalAmt !== undefined;
  const reported = useRef(false);

  // Spec: payResult, a quiet call: tell the server what a provider's return said, so it checks at once.
  useEffect(() => {
    const paymentRecordId = toId(entry.paymentOrderId);
    if (!fromProvider || reported.current || paymentRecordId === undefined || !entry.status || !['success', 'pending', 'failed'].includes(entry.status)) return;
    reported.current = true;
    const status = entry.status as 'success' | 'pending' | 'failed';
    const providerPayload = entry.merchantSerialNo ? { merchantSerialNo: entry.merchantSerialNo } : undefined;
    api.call(paymentCalls.payResult, { paymentRecordId, status, ...(providerPayload ? { providerPayload } : {}) }).catch(() => undefined);
  }, [fromProvider, entry.paymentOrderId, entry.status, entry.merchantSerialNo]);

  return useQuery<PollAnswer>({
    queryKey: ['checkout', 'pay-result', target],
    enabled: target !== undefined && !knownFailure && ready,
    queryFn: async () => {
      if (target?.kind === 'tradeStatus') {
        const answer = await api.call(paymentCalls.queryTradePayStatus, { tradeOrderId: target.tradeOrderId });
        return { verdict: verdictOfResultStatus(answer.status), failedReason: answer.failedReason, tradeOrderIds: [target.tradeOrderId], pendingConfirmation: null, payDeadline: null };
      }
      const record = await api.call(paymentCalls.queryPaymentRecord, {
        ...(target?.paymentRecordId !== undefined ? { paymentRecordId: target.paymentRecordId } : { contractId: target?.contractId }),
      });
      return {
        verdict: verdictOfRecordStatus(record.recordStatus),
        failedReason: record.failedReason,
        tradeOrderIds: record.tradeOrderIds,
        pendingConfirmation: record.pendingConfirmation,
        payDeadline: record.payDeadline,
      };
    },
    refetchInterval: (query) => pollDelay(query.state.data?.verdict),
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
