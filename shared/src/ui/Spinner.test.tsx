import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing';
import { PageLoader, Spinner } from './Spinner';

describe('Spinner and PageLoader', () => {
  it('a page loader is a busy region that says it is loading', async () => {
    const { container } = await renderWithI18n(<PageLoader />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says it in the buyer language, or with its own label', async () => {
    await renderWithI18n(
      <>
        <Spinner />
        <Spinner label="正在查询支付结果" />
      </>,
      { language: 'zh-CN' },
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['加载中…', '正在查询支付结果']);
  });

  it('hides the spinning circle from screen readers', async () => {
    const { container } = await renderWithI18n(<Spinner />);
    expect(container.querySelector('.mall-spinner__circle')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Loading…')).toHaveClass('mall-visually-hidden');
  });
});
