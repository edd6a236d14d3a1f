import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@mall/shared';
import { fakeApi } from '@mall/shared/testing';
import type { catalogueCalls } from '@mall/shared/contract';

type CategoryNode = catalogueCalls.CategoryNode;
import { renderShell } from '../testing';
import { TopBar } from './TopBar';

const node = (id: number, path: string, name: string, children: CategoryNode[] = []): CategoryNode => ({ id, slug: path.split('/').pop()!, path, name, itemCount: 3, children });
const TREE = [
  node(1, 'living-room', 'Living room', [node(2, 'living-room/sofas', 'Sofas', [node(3, 'living-room/sofas/corner-sofas', 'Corner sofas')])]),
  node(4, 'bedroom', 'Bedroom', [node(5, 'bedroom/beds', 'Beds')]),
];

let api: ReturnType<typeof fakeApi>;
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  api.restore();
  window.matchMedia = originalMatchMedia;
});

/** jsdom has no matchMedia: the phone's breakpoint answers `phone`. */
function viewport(phone: boolean) {
  window.matchMedia = (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
}

describe('the category menu', () => {
  it('asks for the tree only when opened, then lists rooms and their categories linking to /c/<path>', async () => {
    viewport(false);
    api = fakeApi({ '/catalogue/categories': TREE });
    await renderShell(<TopBar />);
    expect(api.bodiesOf('/catalogue/categories')).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Categories' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const tree = await screen.findByRole('list', { name: 'Shop by room' });
    expect(api.bodiesOf('/catalogue/categories')).toHaveLength(1);
    expect(within(tree).getByRole('link', { name: 'Living room' })).toHaveAttribute('href', '/c/living-room');
    expect(within(tree).getByRole('link', { name: 'Beds' })).toHaveAttribute('href', '/c/bedroom/beds');
    // two levels: the third (corner sofas) is the listing's to show
    expect(within(tree).queryByRole('link', { name: 'Corner sofas' })).not.toBeInTheDocument();
    await userEvent.click(within(tree).getByRole('link', { name: 'Sofas' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/c\/living-room\/sofas$/);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks again in the buyer’s new language', async () => {
    viewport(false);
    api = fakeApi({ '/catalogue/categories': TREE });
    await renderShell(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Categories' }));
    await screen.findByRole('list', { name: 'Shop by room' });
    await changeLanguage('de');
    await userEvent.click(screen.getByRole('button', { name: 'Kategorien' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kategorien' }));
    await screen.findByRole('list', { name: 'Nach Raum einkaufen' });
    expect(api.bodiesOf('/catalogue/categories')).toHaveLength(2);
    await changeLanguage('en');
  });

  it('is in the menu drawer on phones, asked for when the drawer opens', async () => {
    viewport(true);
    api = fakeApi({ '/catalogue/categories': TREE });
    await renderShell(<TopBar />);
    expect(screen.queryByRole('button', { name: 'Categories' })).not.toBeInTheDocument();
    expect(api.bodiesOf('/catalogue/categories')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const tree = await within(drawer).findByRole('list', { name: 'Shop by room' });
    expect(within(drawer).getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(within(tree).getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/c/living-room/sofas');
    // the search stays in the bar (hidden from the tree while the modal drawer is open)
    expect(document.querySelector('header form[action="/search"] input[name="q"]')).toBeInTheDocument();
  });
});
