import { TextEncoder } from 'node:util';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { channel, channels } from './checkoutFixture';
import { useOfferedPayOptions } from './useCheckout';

/** The methods offered for a German cart, as a screen lists them. */
function Offered() {
  const { options } = useOfferedPayOptions({ amount: 250, shipToRegion: 'DE', shippingCompany: null, isPointsOrder: false });
  return <p>{options.map((option) => option.method ?? option.channel).join(' ')}</p>;
}

describe('the offered payment methods on a page the server drew (issue 31)', () => {
  afterEach(() => delete (globalThis as { ApplePaySession?: unknown }).ApplePaySession);

  it('hydrate as the server drew them (it cannot know the wallet), then add Apple Pay where the browser pays with it', async () => {
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import('react-dom/server');
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const methods = ['scheme', 'applepay'].map((type) => ({ type, name: type }));
    client.setQueryData(['checkout', 'pay-channels', 'DE', 'EU'], channels([channel('ADYEN_PC', { provider: 'ADYEN', paymentMethods: methods })]));
    const screen = <QueryClientProvider client={client}><Offered /></QueryClientProvider>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(screen);
    expect(container.textContent).toBe('scheme');
    (globalThis as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => true };
    document.body.append(container);
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, screen, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('scheme applepay');
    act(() => root.unmount());
    container.remove();
  });
});
