import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { loadI18n, renderWithI18n } from '../testing';
import { Countdown } from './Countdown';
import { countdownParts } from './useCountdown';

beforeAll(() => loadI18n('en'));
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Countdown', () => {
  it('ticks every second and calls onDone once at zero, then stops', async () => {
    const onDone = jest.fn();
    await renderWithI18n(<Countdown seconds={3} onDone={onDone} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:00:03');

    tick(1000);
    expect(timer).toHaveTextContent('00:00:02');
    tick(1000);
    expect(timer).toHaveTextContent('00:00:01');
    expect(onDone).not.toHaveBeenCalled();
    tick(1000);
    expect(timer).toHaveTextContent('00:00:00');
    expect(onDone).toHaveBeenCalledTimes(1);

    expect(jest.getTimerCount()).toBe(0);
    tick(5000);
    expect(timer).toHaveTextContent('00:00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('counts to an absolute deadline in ms and shows days when a day or more is left', async () => {
    const until = Date.now() + (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    await renderWithI18n(<Countdown until={until} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2 d 03:04:05');
  });

  it('writes days the Chinese way', async () => {
    await renderWithI18n(<Countdown until={Date.now() + 86_400_000 + 1000} />, { language: 'zh-CN' });
    expect(screen.getByRole('timer')).toHaveTextContent('1天 00:00:01');
  });

  it('renders through a render prop, e.g. a resend button label', async () => {
    await renderWithI18n(<Countdown seconds={60}>{({ totalSeconds }) => `Resend in ${totalSeconds}s`}</Countdown>);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 60s');
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 59s');
  });

  it('ticks at the interval it is given', async () => {
    await renderWithI18n(<Countdown seconds={10} interval={5000} />);
    tick(4000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:10');
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:05');
  });

  it('calls onDone straight away for a deadline already past', async () => {
    const onDone = jest.fn();
    await renderWithI18n(<Countdown until={Date.now() - 1000} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clears its one interval on unmount', async () => {
    const onDone = jest.fn();
    const { unmount } = await renderWithI18n(<Countdown seconds={30} onDone={onDone} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    tick(60_000);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps the right time when ticks come late (a throttled background tab)', async () => {
    await renderWithI18n(<Countdown seconds={100} />);
    // The clock moves 30 s but only one tick fires.
    act(() => {
      jest.setSystemTime(Date.now() + 30_000);
      jest.advanceTimersToNextTimer();
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:09');
  });
});

describe('countdownParts', () => {
  it.each([
    [0, '0d 0:0:0 done'],
    [1, '0d 0:0:1'],
    [999, '0d 0:0:1'],
    [1000, '0d 0:0:1'],
    [61_000, '0d 0:1:1'],
    [86_400_000, '1d 0:0:0'],
    [-5000, '0d 0:0:0 done'],
  ])('%i ms left is %s (seconds rounded up)', (ms, expected) => {
    const p = countdownParts(ms);
    expect(`${p.days}d ${p.hours}:${p.minutes}:${p.seconds}${p.done ? ' done' : ''}`).toBe(expected);
  });

  it("hydrates the server's time drawn a moment earlier without a mismatch, then ticks with the browser's (issue 29)", async () => {
    const until = Date.now() + 10_000;
    const container = document.createElement('div');
    // The server drew it 2 s before the browser hydrates.
    container.innerHTML = '<span role="timer" class="mall-countdown">00:00:12</span>';
    document.body.append(container);
    const span = container.firstElementChild;
    const recoverable = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <Countdown until={until} />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    tick(1_000);
    expect(container.firstElementChild).toBe(span);
    expect(span).toHaveTextContent('00:00:09');
    act(() => root.unmount());
    container.remove();
  });
});
