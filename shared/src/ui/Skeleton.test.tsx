import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is announced once as loading, its shapes hidden from readers', async () => {
    await renderWithI18n(<Skeleton lines={3} />, { language: 'de' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(/^Wird geladen…$/);
    const lines = status.querySelectorAll('.mall-skeleton__line');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toHaveAttribute('aria-hidden', 'true');
  });

  it('holds a block of the height of what will load, so nothing shifts when it arrives', async () => {
    await renderWithI18n(<Skeleton height={240} />);
    const block = screen.getByRole('status').querySelector('.mall-skeleton__block');
    expect(block).toHaveStyle({ height: '240px' });
    expect(screen.getByRole('status').querySelectorAll('.mall-skeleton__line')).toHaveLength(0);
  });

  it('holds a picture’s box at its ratio, as wide as its place', async () => {
    await renderWithI18n(<Skeleton aspectRatio={1} />);
    const block = screen.getByRole('status').querySelector('.mall-skeleton__block');
    expect(block).toHaveStyle({ aspectRatio: '1' });
  });
});
