import { paymentCalls, type FirstPayAnswer, type PaymentRecordStatus } from '@mall/shared/contract';
import { newKey } from './checkoutFlow';
import type { Client } from './client';

/** The buttons of MOCKPAY's hosted page: the only way its outcome is decided. */
export type MockPayButton = 'pay' | 'later' | 'fail' | 'pending';

/** The MOCKPAY page's form token, read from the page as the browser would (the page is HTML). */
export async function mockPageToken(client: Client, recordId: number): Promise<string> {
  const page = await fetch(`${client.baseUrl}/mockpay/${recordId}`, { headers: { cookie: client.cookie ?? '' } });
  if (page.status !== 200) throw new Error(`/mockpay/${recordId} answered ${page.status}`);
  const token = /name="token" value="([0-9a-f]+)"/.exec(await page.text())?.[1];
  if (!token) throw new Error(`/mockpay/${recordId} shows no form`);
  return token;
}

/** Posts the hosted page's form as its button does (a same-origin form post); answers the 303. */
export async function pressOnMockPage(client: Client, recordId: number, outcome: MockPayButton, token?: string): Promise<Response> {
  const body = new URLSearchParams({ token: token ?? (await mockPageToken(client, recordId)), outcome });
  return fetch(`${client.baseUrl}/mockpay/${recordId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: client.cookie ?? '', 'content-type': 'application/x-www-form-urlencoded', origin: client.baseUrl },
    body: body.toString(),
  });
}

export const mockPayRequest = (contractId: number, key = newKey()) => ({
  payChannel: 'MOCKPAY' as const,
  contractId,
  idempotencyKey: key,
  returnUrl: '/buyer/pay-result',
});

/** firstPay with MOCKPAY, then the page's button: the product path a buyer takes. Answers firstPay's answer and the record's status after. */
export async function payWithMockPay(client: Client, contractId: number, outcome: MockPayButton = 'pay', key?: string): Promise<{ first: FirstPayAnswer; status: PaymentRecordStatus }> {
  const first = await client.ok(paymentCalls.firstPay, mockPayRequest(contractId, key));
  const pressed = await pressOnMockPage(client, first.paymentRecordId, outcome);
  if (pressed.status !== 303) throw new Error(`the MOCKPAY page answered ${pressed.status}`);
  const status = (await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId })).recordStatus;
  return { first, status };
}
