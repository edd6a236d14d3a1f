import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ProductCard } from '@mall/shared/contract';
import { ProductGrid, type ProductCardComponent } from './Home';

const items = Array.from({ length: 12 }, (_, index) => ({ itemId: index + 1, name: `Sofa ${index + 1}` }) as unknown as ProductCard);
let cardRenders = 0;
const Card: ProductCardComponent = ({ item }) => {
  cardRenders += 1;
  return <article className="checkout-product-card">{item.name}</article>;
};

describe("the home's grid of checkout's cards as the page hydrates", () => {
  it('draws each card once: the grid dropping its not-ready mark after hydration does not draw the twelve cards again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ProductGrid items={items} Card={Card} hydrating />);
    document.body.append(container);
    cardRenders = 0;
    const root = await act(async () => hydrateRoot(container, <ProductGrid items={items} Card={Card} hydrating />));
    expect(cardRenders).toBe(12);
    // As Home renders it once hydrated (useIsHydrating turned false).
    await act(async () => root.render(<ProductGrid items={items} Card={Card} />));
    expect(container.querySelector('ul')).not.toHaveAttribute('data-hydrating');
    expect(cardRenders).toBe(12);
    act(() => root.unmount());
    container.remove();
  });
});
