import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it("shows the screen's text and an action, e.g. 'no order information' with a button home", async () => {
    const goHome = jest.fn();
    await renderWithI18n(<EmptyState text="no order information" action={<Button onClick={goHome}>Go to home page</Button>} />);
    expect(screen.getByText('no order information')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to home page' }));
    expect(goHome).toHaveBeenCalled();
  });

  it('falls back to a generic text, and keeps the picture away from screen readers', async () => {
    const { container } = await renderWithI18n(<EmptyState icon={<img src="/box.svg" alt="box" />} />, { language: 'zh-CN' });
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('.mall-empty__icon')).toHaveAttribute('aria-hidden', 'true');
  });
});
