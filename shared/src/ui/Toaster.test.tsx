import { act, fireEvent, screen } from '@testing-library/react';
import { loadI18n, renderWithI18n } from '../testing';
import { Toaster } from './Toaster';
import { toast } from './toastStore';

beforeAll(() => loadI18n('en'));
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.clear());
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('announces toasts in a polite live region that exists before any toast', async () => {
    await renderWithI18n(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const list = region.querySelector('[aria-live]');
    expect(list).toHaveAttribute('aria-live', 'polite');
    expect(list).toBeEmptyDOMElement();

    act(() => {
      toast.success('Address saved');
    });
    expect(list).toHaveTextContent('Success: Address saved');
  });

  it('dismisses a toast by itself after 3 seconds', async () => {
    await renderWithI18n(<Toaster />);
    act(() => {
      toast.info('Verification code sent');
    });
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Verification code sent')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Verification code sent')).not.toBeInTheDocument();
  });

  it('honours a longer duration, and Infinity keeps it until dismissed', async () => {
    await renderWithI18n(<Toaster />);
    act(() => {
      toast.warning('Slow', { duration: 5000 });
      toast.error('Operation failed, please retry!', { duration: Infinity });
    });
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Slow')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByText('Slow')).not.toBeInTheDocument();
    expect(screen.getByText('Operation failed, please retry!')).toBeInTheDocument();
  });

  it('closes with its labelled dismiss button', async () => {
    await renderWithI18n(<Toaster />, { language: 'zh-CN' });
    act(() => {
      toast.error('操作失败');
    });
    fireEvent.click(screen.getByRole('button', { name: '关闭通知' }));
    expect(screen.queryByText('操作失败')).not.toBeInTheDocument();
  });

  it('waits while the pointer rests on a toast', async () => {
    await renderWithI18n(<Toaster />);
    act(() => {
      toast.success('Copied');
    });
    fireEvent.mouseEnter(screen.getByRole('listitem'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Copied')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('listitem'));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('replaces a toast shown again with the same id instead of stacking it', async () => {
    await renderWithI18n(<Toaster />);
    act(() => {
      toast.success('copy successful', { id: 'copy' });
    });
    act(() => jest.advanceTimersByTime(2000));
    act(() => {
      toast.success('copy successful', { id: 'copy' });
    });
    expect(screen.getAllByText('copy successful')).toHaveLength(1);
    // The timer restarted: 2 s after the second copy it is still there.
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('copy successful')).toBeInTheDocument();
  });
});
