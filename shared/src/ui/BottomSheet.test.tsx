import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { BottomSheet } from './BottomSheet';
import { Button } from './Button';

function MoreActions({ onAction }: { onAction: (name: string) => void }) {
  return (
    <BottomSheet title="More actions" hideTitle trigger={<Button variant="text">More</Button>}>
      <Button block variant="secondary" onClick={() => onAction('invoice')}>
        Request invoice
      </Button>
      <Button block variant="secondary" onClick={() => onAction('delete')}>
        Delete order
      </Button>
    </BottomSheet>
  );
}

describe('BottomSheet', () => {
  it('opens as a named modal sheet even with its title visually hidden', async () => {
    await renderWithI18n(<MoreActions onAction={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'More' }));
    const sheet = screen.getByRole('dialog', { name: 'More actions' });
    expect(sheet).toHaveClass('mall-sheet');
    expect(screen.getByRole('button', { name: 'Request invoice' })).toBeInTheDocument();
  });

  it('moves focus in, runs an action, closes on Escape and returns focus', async () => {
    const onAction = jest.fn();
    await renderWithI18n(<MoreActions onAction={onAction} />);
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Delete order' }));
    expect(onAction).toHaveBeenCalledWith('delete');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('closes with its labelled close button', async () => {
    await renderWithI18n(<MoreActions onAction={jest.fn()} />, { language: 'de' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
