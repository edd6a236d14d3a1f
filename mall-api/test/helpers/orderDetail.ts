import * as v from 'valibot';
import { FailureEnvelope, orderCalls, type CallRequest, type ErrorBody, type OrderDetail } from '@mall/shared/contract';
import type { Client, RawAnswer } from './client';

type DetailInput = CallRequest<typeof orderCalls.orderDetail>;

/**
 * The order detail call as the storefront sends it: with the application-key header the contract
 * asks for (order.ts), or with the headers given (none, a wrong key) to see the refusal.
 */
export async function sendOrderDetail(client: Client, input: DetailInput, headers: Record<string, string> = orderCalls.orderDetailHeaders): Promise<RawAnswer> {
  const res = await fetch(client.baseUrl + orderCalls.orderDetail.path, {
    method: orderCalls.orderDetail.method,
    headers: { 'content-type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}), ...headers },
    body: JSON.stringify(input),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** The detail must be answered; checked against the contract. */
export async function orderDetailOf(client: Client, input: DetailInput | number): Promise<OrderDetail> {
  const answer = await sendOrderDetail(client, typeof input === 'number' ? { id: input } : input);
  const envelope = answer.body as { success?: boolean; data?: unknown };
  if (answer.status !== 200 || envelope.success !== true) throw new Error(`order detail failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return v.parse(orderCalls.orderDetail.response, envelope.data);
}

/** The detail must be refused with this status; returns the error body. */
export async function orderDetailFails(client: Client, input: DetailInput | number, status: number, headers?: Record<string, string>): Promise<ErrorBody> {
  const answer = await sendOrderDetail(client, typeof input === 'number' ? { id: input } : input, headers);
  if (answer.status !== status) throw new Error(`order detail: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return v.parse(FailureEnvelope, answer.body).error;
}
