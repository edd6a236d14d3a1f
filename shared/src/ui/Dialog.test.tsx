import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { Button } from './Button';
import { Dialog } from './Dialog';

function CancelOrder({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel order</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this order?"
        description="The items go back to the shop."
        width={620}
        dismissible={dismissible}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep order
            </Button>
            <Button variant="danger">Yes, cancel</Button>
          </>
        }
      >
        <label>
          Reason <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title and described by its description', async () => {
    await renderWithI18n(<CancelOrder />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAccessibleDescription('The items go back to the shop.');
  });

  it('keeps focus inside while open', async () => {
    await renderWithI18n(<CancelOrder />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    await renderWithI18n(<CancelOrder />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Cancel order' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('has a close button labelled in the buyer language', async () => {
    await renderWithI18n(<CancelOrder />, { language: 'zh-CN' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the width the spec names', async () => {
    await renderWithI18n(<CancelOrder />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('dialog').style.getPropertyValue('--mall-dialog-width')).toBe('620px');
  });

  it('cannot be dismissed while not dismissible', async () => {
    await renderWithI18n(<CancelOrder dismissible={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('opens from its own trigger', async () => {
    await renderWithI18n(
      <Dialog title="Logistics" trigger={<Button>Track parcel</Button>}>
        In transit
      </Dialog>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Track parcel' }));
    expect(screen.getByRole('dialog', { name: 'Logistics' })).toHaveTextContent('In transit');
  });

  it('a body whose content overflows takes a tab stop so the keyboard can scroll it; a body that fits does not', async () => {
    // jsdom lays nothing out: the body reports the heights a browser would.
    const heights = { scrollHeight: 900, clientHeight: 400 };
    const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => heights.scrollHeight);
    const clientHeight = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => heights.clientHeight);
    try {
      const { rerender } = await renderWithI18n(<Dialog open title="Tracking"><ol><li>Parcel handed to DHL</li></ol></Dialog>);
      const body = screen.getByRole('dialog').querySelector('.mall-dialog__body')!;
      expect(body).toHaveAttribute('tabindex', '0');
      heights.scrollHeight = 300;
      rerender(<Dialog open title="Tracking"><ol><li>Delivered</li></ol></Dialog>);
      await waitFor(() => expect(body).not.toHaveAttribute('tabindex'));
    } finally {
      scrollHeight.mockRestore();
      clientHeight.mockRestore();
    }
  });
});
