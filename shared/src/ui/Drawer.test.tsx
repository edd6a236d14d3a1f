import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../testing';
import { Button } from './Button';
import { Drawer } from './lazyOverlays';

function PhoneMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </Button>
      <Drawer open={open} onOpenChange={setOpen} title="Menu">
        <Button variant="text" onClick={() => setOpen(false)}>
          My orders
        </Button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a named modal panel (loaded on first open) and moves focus into it', async () => {
    await renderWithI18n(<PhoneMenu />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveClass('mall-drawer');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes on Escape and with its labelled close button, focus back on the opener', async () => {
    await renderWithI18n(<PhoneMenu />, { language: 'de' });
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
