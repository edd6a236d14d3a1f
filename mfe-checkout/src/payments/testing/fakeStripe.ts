import { act } from '@testing-library/react';

/** A stand-in for the Stripe object (Stripe.js), recording what the storefront asks of it. */
export interface FakeElement {
  kind: string;
  mount: jest.Mock;
  destroy: jest.Mock;
  on(event: string, handler: (e: unknown) => void): void;
  /** Plays the element's 'change' event as Stripe would send it. */
  change(state: { empty: boolean; complete: boolean; error?: { message: string } }): void;
}

export function fakeStripe() {
  const elements: Record<string, FakeElement> = {};
  const stripe = {
    elements: jest.fn(() => ({
      create: jest.fn((kind: string) => {
        const handlers: Array<(e: unknown) => void> = [];
        const element: FakeElement = {
          kind,
          mount: jest.fn(),
          destroy: jest.fn(),
          on: (_event, handler) => void handlers.push(handler),
          change: (state) => act(() => handlers.forEach((h) => h({ elementType: kind, ...state }))),
        };
        elements[kind] = element;
        return element;
      }),
    })),
    createPaymentMethod: jest.fn(async (_data: unknown) => ({ paymentMethod: { id: 'pm_card_1' }, error: undefined as unknown })),
    confirmCardPayment: jest.fn(async (_secret: string, _data?: unknown): Promise<unknown> => ({ paymentIntent: { status: 'succeeded' } })),
    confirmCardSetup: jest.fn(async (_secret: string, _data?: unknown): Promise<unknown> => ({ setupIntent: { status: 'succeeded' } })),
  };
  /** Fills all three hosted fields with a complete, valid card. */
  const fillCard = () => {
    for (const kind of ['cardNumber', 'cardExpiry', 'cardCvc']) elements[kind]!.change({ empty: false, complete: true });
  };
  return { stripe, elements, fillCard };
}
