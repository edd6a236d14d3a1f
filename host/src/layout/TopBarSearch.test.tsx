import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@mall/shared/testing';
import type { CallResponse, catalogueCalls } from '@mall/shared/contract';
import { renderShell } from '../testing';
import { SUGGEST_DELAY_MS, TopBarSearch } from './TopBarSearch';

type Answer = CallResponse<typeof catalogueCalls.suggest>;
const eur = (value: number) => ({ value, currency: 'EUR' });
const product = (itemId: number, name: string, urlKey: string) => ({ itemId, name, urlKey, mainImage: `/media/items/${itemId}.jpg`, salePrc: eur(499) });
const SOFAS: Answer = {
  products: [product(1, 'Corner sofa Lina', 'corner-sofa-lina'), product(2, 'Sofa Otto', 'sofa-otto')],
  categories: [{ id: 7, path: 'living-room/sofas', name: 'Sofas' }],
};
const SO: Answer = { products: [product(9, 'Solid oak shelf', 'solid-oak-shelf')], categories: [] };

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

/** The top bar's search with the suggestions faked; fake timers, so the pause before asking is the test's to give. */
async function show(answers: (q: string) => Answer | Promise<Answer>, route = '/') {
  api = fakeApi({ '/catalogue/suggest': (body: { q: string }) => answers(body.q) });
  await renderShell(<TopBarSearch />, { route });
  // After the texts have loaded (their loading waits on real timers).
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}
const field = () => screen.getByRole('combobox', { name: 'Search the shop' });
/** The polite live region (the location probe is an <output>, a status too). */
const liveRegion = () => screen.getAllByRole('status').find((region) => region.getAttribute('aria-live') === 'polite');
const pause = () => act(() => jest.advanceTimersByTime(SUGGEST_DELAY_MS));

describe('the top bar search', () => {
  it('is a GET form to /search with the text as q, so it works before the page has hydrated', async () => {
    await show(() => SOFAS);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('asks once the buyer pauses, not on every key, and lists products (picture, price) and categories', async () => {
    const user = await show(() => SOFAS);
    await user.type(field(), 'sofa');
    expect(api.bodiesOf('/catalogue/suggest')).toEqual([]);
    await pause();
    expect(await screen.findByRole('option', { name: /Corner sofa Lina/ })).toHaveTextContent('€');
    expect(api.bodiesOf('/catalogue/suggest')).toEqual([{ q: 'sofa' }]);
    expect(screen.getByRole('group', { name: 'Products' })).toContainElement(screen.getByRole('option', { name: /Sofa Otto/ }));
    expect(screen.getByRole('group', { name: 'Categories' })).toContainElement(screen.getByRole('option', { name: 'Sofas' }));
    expect(screen.getByRole('option', { name: /Corner sofa Lina/ }).querySelector('img')).toHaveAttribute('src', '/media/items/1.jpg');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(liveRegion()).toHaveTextContent('3 suggestions');
  });

  it('asks nothing for a single character', async () => {
    const user = await show(() => SOFAS);
    await user.type(field(), 's');
    await pause();
    expect(api.bodiesOf('/catalogue/suggest')).toEqual([]);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores an answer for an older text arriving after the newer one', async () => {
    let answerSo: (answer: Answer) => void = () => undefined;
    const user = await show((q) => (q === 'so' ? new Promise<Answer>((resolve) => (answerSo = resolve)) : SOFAS));
    await user.type(field(), 'so');
    await pause();
    await waitFor(() => expect(api.bodiesOf('/catalogue/suggest')).toEqual([{ q: 'so' }]));
    await user.type(field(), 'fa');
    await pause();
    expect(await screen.findByRole('option', { name: /Corner sofa Lina/ })).toBeInTheDocument();
    await act(async () => answerSo(SO));
    expect(screen.queryByRole('option', { name: /Solid oak shelf/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('opens the product chosen with the arrow keys and Enter', async () => {
    const user = await show(() => SOFAS);
    await user.type(field(), 'sofa');
    await pause();
    await screen.findByRole('option', { name: /Sofa Otto/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/sofa-otto$/);
  });

  it('opens a category chosen with the mouse at /c/<path>', async () => {
    const user = await show(() => SOFAS);
    await user.type(field(), 'sofa');
    await pause();
    await user.click(await screen.findByRole('option', { name: 'Sofas' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/c\/living-room\/sofas$/);
  });

  it('searches the text on Enter when no suggestion is chosen', async () => {
    const user = await show(() => SOFAS);
    await user.type(field(), ' corner sofa {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=corner\+sofa$/);
  });

  it('says when nothing is suggested', async () => {
    const user = await show(() => ({ products: [], categories: [] }));
    await user.type(field(), 'zzz');
    await pause();
    await waitFor(() => expect(liveRegion()).toHaveTextContent('No suggestions for “zzz”: press Enter to search'));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the search page’s text in the field there', async () => {
    await show(() => SOFAS, '/search?q=oak%20table');
    expect(field()).toHaveValue('oak table');
  });
});
