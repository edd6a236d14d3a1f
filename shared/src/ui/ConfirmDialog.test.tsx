import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm, onClose = () => {} }: { onConfirm: () => unknown; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
      title="Delete address"
      message="This address will be removed."
      danger
      onConfirm={onConfirm}
    />
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('shows the message with cancel and confirm', async () => {
    await renderWithI18n(<Harness onConfirm={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete address' });
    expect(dialog).toHaveAccessibleDescription('This address will be removed.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('shows loading while an async confirm runs, then closes', async () => {
    const pending = deferred();
    const onClose = jest.fn();
    await renderWithI18n(<Harness onConfirm={() => pending.promise} onClose={onClose} />);
    const user = userEvent.setup();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);

    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await act(async () => pending.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open and says what failed when confirm fails', async () => {
    const pending = deferred();
    await renderWithI18n(<Harness onConfirm={() => pending.promise} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => pending.reject(Object.assign(new Error('offline'), { code: 'NETWORK' })));

    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The connection to the shop failed');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('cancel closes without confirming', async () => {
    const onConfirm = jest.fn();
    await renderWithI18n(<Harness onConfirm={onConfirm} />, { language: 'de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
