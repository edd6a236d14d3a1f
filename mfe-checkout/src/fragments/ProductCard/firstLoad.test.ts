import { join } from 'node:path';
import { importClosure } from '@mall/shared/testing/importGraph';

// issue 29: `/` shows a grid of product cards; the add's calls, the cart's and the session's schemas
// and valibot load when a visitor reaches for an Add button (AddToCart/addLines.ts), not with the cards.
describe("the product card's first load", () => {
  it('imports no schema and no valibot: those come with the first add', () => {
    const { packages } = importClosure(join(__dirname, 'ProductCard.tsx'));
    expect([...packages].filter((name) => name === 'valibot' || name.startsWith('@mall/shared/contract'))).toEqual([]);
  });
});
