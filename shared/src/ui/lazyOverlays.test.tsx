import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing';
import { Dialog, preloadOverlays } from './lazyOverlays';

describe('overlays loaded on first open', () => {
  it('render nothing while closed', async () => {
    const { container } = await renderWithI18n(<Dialog open={false} title="Logistics" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('show the dialog once opened', async () => {
    await renderWithI18n(<Dialog open title="Logistics">no tracking info yet</Dialog>);
    expect(await screen.findByRole('dialog', { name: 'Logistics' })).toHaveTextContent('no tracking info yet');
  });

  it('open in the same render once preloaded (no suspense, so no throttled reveal)', async () => {
    preloadOverlays();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await renderWithI18n(<Dialog open title="Vouchers">unused</Dialog>);
    expect(screen.getByRole('dialog', { name: 'Vouchers' })).toBeInTheDocument();
  });
});
