import { act, screen } from '@testing-library/react';
import { changeLanguage, useCart } from '@mall/shared';
import { TopBar } from './TopBar';
import { renderShell } from '../testing';

describe("the top bar's cart count", () => {
  afterEach(() => act(() => useCart.getState().setCount(0)));

  it('says the count through plural forms: 1 item, 3 items', async () => {
    act(() => useCart.getState().setCount(1));
    await renderShell(<TopBar />);
    expect(screen.getByLabelText('1 item in the cart')).toHaveTextContent('1');
    act(() => useCart.getState().setCount(3));
    expect(screen.getByLabelText('3 items in the cart')).toHaveTextContent('3');
  });

  it('says nothing until the server has given a count (not 0 to a buyer whose cart holds items)', async () => {
    act(() => useCart.setState({ count: 0, version: 0 }));
    await renderShell(<TopBar />);
    expect(screen.queryByLabelText(/in the cart/)).not.toBeInTheDocument();
    act(() => useCart.getState().setCount(2));
    expect(screen.getByLabelText('2 items in the cart')).toHaveTextContent('2');
  });

  it('in German too', async () => {
    act(() => useCart.getState().setCount(1));
    await renderShell(<TopBar />);
    await act(() => changeLanguage('de'));
    expect(await screen.findByLabelText('1 Artikel im Warenkorb')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });
});
