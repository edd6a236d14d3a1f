import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { Pagination } from './Pagination';
import { pageSlots } from './pages';

function OrderPages({ total, pageSize = 10, start = 1 }: { total: number; pageSize?: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageSize={pageSize} total={total} onPageChange={setPage} />;
}

const pageButtons = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .map((button) => button.textContent?.trim());

describe('Pagination', () => {
  it.each([0, 1, 10])('is absent when %i orders fit on one page', async (total) => {
    await renderWithI18n(<OrderPages total={total} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('appears with more than one page, in a labelled nav, marking the current page', async () => {
    await renderWithI18n(<OrderPages total={11} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('navigates with previous, next and page numbers, disabled at the ends', async () => {
    await renderWithI18n(<OrderPages total={35} />);
    const user = userEvent.setup();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(previous).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not ask for the page already shown', async () => {
    const onPageChange = jest.fn();
    await renderWithI18n(<Pagination page={2} pageSize={4} total={20} onPageChange={onPageChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shortens many pages with ellipses around the current one', async () => {
    const { container } = await renderWithI18n(<OrderPages total={200} start={10} />);
    expect(pageButtons()).toEqual(['‹', '1', '9', '10', '11', '20', '›']);
    expect(container.querySelectorAll('.mall-pagination__gap')).toHaveLength(2);
  });

  it('with hrefOf, makes every page a link a crawler follows, and a plain click pages in place', async () => {
    function LinkedPages() {
      const [page, setPage] = useState(1);
      return <Pagination page={page} pageSize={10} total={35} onPageChange={setPage} hrefOf={(target) => `?page=${target}`} />;
    }
    await renderWithI18n(<LinkedPages />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryAllByRole('button')).toEqual([]);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?page=2');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=2');
    // No link back from the first page.
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Page 4' }));
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=3');
    expect(within(nav).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('speaks the buyer language', async () => {
    await renderWithI18n(<OrderPages total={30} />, { language: 'de' });
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite 3' })).toBeInTheDocument();
  });
});

describe('pageSlots', () => {
  it.each([
    [1, 1, [1]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [5, 20, [1, 'gap', 4, 5, 6, 'gap', 20]],
    [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [17, 20, [1, 'gap', 16, 17, 18, 19, 20]],
    [20, 20, [1, 'gap', 16, 17, 18, 19, 20]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pageSlots(page, count)).toEqual(expected);
  });
});
