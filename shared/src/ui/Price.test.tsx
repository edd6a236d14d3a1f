import { act, screen } from '@testing-library/react';
import { useMarket } from '../stores/market';
import { renderWithI18n } from '../testing';
import { Price } from './Price';

const initialMarket = useMarket.getState();
afterEach(() => act(() => useMarket.setState(initialMarket, true)));

describe('Price', () => {
  it('formats EUR the German way in the de-DE market', async () => {
    act(() => useMarket.getState().setMarket({ locale: 'de-DE', currency: 'EUR' }));
    await renderWithI18n(<Price value={{ value: 1234.5, currency: 'EUR' }} />, { language: 'de' });
    expect(screen.getByText(/^1\.234,50\s€$/)).toBeInTheDocument();
  });

  it('follows the market locale when it changes', async () => {
    act(() => useMarket.getState().setMarket({ locale: 'de-DE' }));
    await renderWithI18n(<Price value={{ value: 99, currency: 'GBP' }} />);
    expect(screen.getByText(/^99,00\s£$/)).toBeInTheDocument();
    act(() => useMarket.getState().setMarket({ locale: 'en-GB', currency: 'GBP' }));
    expect(screen.getByText('£99.00')).toBeInTheDocument();
  });

  it('strikes an original price through and says so to screen readers', async () => {
    act(() => useMarket.getState().setMarket({ locale: 'en-US' }));
    const { container } = await renderWithI18n(<Price value={{ value: 129, currency: 'USD' }} strike />);
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Original price: $129.00');
    expect(screen.getByText('$129.00', { exact: false })).toBe(struck);
  });
});
