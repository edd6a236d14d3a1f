/** @jest-environment node */
import { classesUsed, remoteStylesheets, styleFile, stylesheetsFor } from './styles';
import type { RemoteManifest } from '../firstScreenHints';

const card = '.checkout-product-card{display:grid}.checkout-product-card__name{margin:0}';
const cartPage = `${card}.checkout-cart-line{display:flex}`;
const productPage = `${card}.checkout-product__main{display:grid}.checkout-product__image{width:100%}`;

describe("the remote stylesheets a server-rendered page links (issue 16)", () => {
  it('links the fewest files that style the markup: the small card file on the home, the product page file on a product', () => {
    const files = [styleFile('cart.css', cartPage, 'checkout-'), styleFile('card.css', card, 'checkout-'), styleFile('product.css', productPage, 'checkout-')];
    const home = '<article class="checkout-product-card"><h3 class="checkout-product-card__name">x</h3></article><div class="shell-home"></div>';
    expect(stylesheetsFor(classesUsed(home, 'checkout-'), files)).toEqual(['card.css']);
    const product = '<article class="checkout-product"><div class="checkout-product__main"><img class="mall-image checkout-product__image"></div></article>';
    expect(stylesheetsFor(classesUsed(product, 'checkout-'), files)).toEqual(['product.css']);
    // A class no file defines needs none.
    expect(stylesheetsFor(new Set(['checkout-unstyled']), files)).toEqual([]);
  });

  it("reads the files a remote's manifest lists, once per manifest; unknown until read", async () => {
    const fetched: string[] = [];
    const styles = remoteStylesheets({ prefix: 'checkout-', fetchText: async (url) => (fetched.push(url), url.endsWith('card.css') ? card : '.adyen-x{}') });
    const manifest: RemoteManifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './ProductCard', assets: { js: { sync: [] }, css: { sync: ['card.css'], async: ['adyen.css'] } } }],
    };
    expect(styles.forMarkup('<p class="checkout-product-card">')).toBeNull();
    // Markup without the remote's components needs none of its files, read or not (the home without orders').
    expect(styles.forMarkup('<p class="shell-home orders-row">')).toEqual([]);
    await styles.update('http://checkout.test/mf-manifest.json', manifest);
    await styles.update('http://checkout.test/mf-manifest.json', manifest);
    expect(fetched).toEqual(['http://checkout.test/card.css', 'http://checkout.test/adyen.css']);
    expect(styles.forMarkup('<p class="checkout-product-card">')).toEqual(['http://checkout.test/card.css']);
  });
});
