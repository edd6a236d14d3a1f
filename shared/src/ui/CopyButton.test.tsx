import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { CopyButton } from './CopyButton';
import { Dialog } from './Dialog';
import { Toaster } from './Toaster';
import { toast } from './toastStore';

afterEach(() => {
  act(() => toast.clear());
  jest.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

const ui = (
  <>
    <span>Order number 2024060100017</span>
    <CopyButton text="2024060100017" aria-label="Copy order number" />
    <Toaster />
  </>
);

describe('CopyButton', () => {
  it("copies the text and shows 'copy successful'", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await renderWithI18n(ui);
    await user.click(screen.getByRole('button', { name: 'Copy order number' }));
    expect(writeText).toHaveBeenCalledWith('2024060100017');
    expect(await screen.findByText('copy successful')).toBeInTheDocument();
  });

  it('says 复制成功！ in Chinese and is labelled 复制 by default', async () => {
    const user = userEvent.setup();
    await renderWithI18n(
      <>
        <CopyButton text="A1" />
        <Toaster />
      </>,
      { language: 'zh-CN' },
    );
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
  });

  it('falls back to a hidden textarea when the clipboard API refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    let copied = '';
    const execCommand = jest.fn((command: string) => {
      const active = document.activeElement;
      copied = active instanceof HTMLTextAreaElement ? active.value.slice(active.selectionStart, active.selectionEnd) : '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const onCopied = jest.fn();
    await renderWithI18n(
      <>
        <CopyButton text="TRACK-42" onCopied={onCopied} />
        <Toaster />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    await user.click(button);

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('TRACK-42');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
    expect(onCopied).toHaveBeenCalled();
    expect(await screen.findByText('copy successful')).toBeInTheDocument();
  });

  it('says so when the text could not be copied at all', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const onCopied = jest.fn();
    await renderWithI18n(
      <>
        <CopyButton text="X" onCopied={onCopied} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/Copying failed/)).toBeInTheDocument();
    expect(screen.queryByText('copy successful')).not.toBeInTheDocument();
    expect(onCopied).not.toHaveBeenCalled();
  });

  it('is still announced when copied from inside a dialog (the tracking number in the logistics dialog)', async () => {
    const user = userEvent.setup();
    await renderWithI18n(
      <>
        <Toaster />
        <Dialog title="Logistics" defaultOpen width={620}>
          <CopyButton text="DHL123" />
        </Dialog>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const message = await screen.findByText('copy successful');
    // The modal hides the rest of the page from screen readers, but not the live region.
    expect(message.closest('[aria-hidden="true"]')).toBeNull();
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
  });
});
