import { act, screen, waitFor } from '@testing-library/react';
import { useSession } from '@mall/shared';
import { ShowPath } from '../../testing/ShowPath';
import { authCalls, customerCalls } from '@mall/shared/contract';
import { buyer, membership } from '../../testing/customer';
import { fakeApi, renderScreen } from '../../testing/screen';
import { SignupSuccess } from './SignupSuccess';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the signup-success page', () => {
  it('counts 10 seconds down, one a second, then goes home; a link goes home at once', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fakeApi({ [authCalls.currentUser.path.replace('{product}', 'mall')]: () => buyer(), [customerCalls.queryCustomer.path]: () => membership() });
    await renderScreen(<ShowPath at="/signup-success" screen={<SignupSuccess />} />, { url: '/signup-success', path: ['/signup-success', '/'] });
    expect(screen.getByRole('heading', { name: 'Welcome! Your account is ready' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page now' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Going to the home page in 10 s')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Going to the home page in 9 s')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(8000);
    });
    expect(screen.getByText('Going to the home page in 1 s')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(await screen.findByRole('heading', { name: 'now at /' })).toBeInTheDocument();
  });

  it('can be paused and resumed (WCAG 2.2.1): paused it stands still and stays; resumed it counts on from there', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fakeApi({ [authCalls.currentUser.path.replace('{product}', 'mall')]: () => buyer(), [customerCalls.queryCustomer.path]: () => membership() });
    await renderScreen(<ShowPath at="/signup-success" screen={<SignupSuccess />} />, { url: '/signup-success', path: ['/signup-success', '/'] });
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByText('Going to the home page in 7 s')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Pause the countdown' }).click());
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('heading', { name: 'now at /' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Countdown paused: you stay on this page');
    act(() => screen.getByRole('button', { name: 'Resume the countdown' }).click());
    expect(screen.getByText('Going to the home page in 7 s')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will be taken to the home page in 7 seconds. You can pause this.');
    await act(async () => {
      jest.advanceTimersByTime(7000);
    });
    expect(await screen.findByRole('heading', { name: 'now at /' })).toBeInTheDocument();
  });

  it('announces the countdown once as a status message (WCAG 4.1.3), not each second', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fakeApi({ [authCalls.currentUser.path.replace('{product}', 'mall')]: () => buyer(), [customerCalls.queryCustomer.path]: () => membership() });
    await renderScreen(<SignupSuccess />, { url: '/signup-success', path: '/signup-success' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You will be taken to the home page in 10 seconds. You can pause this.');
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(status).toHaveTextContent('You will be taken to the home page in 10 seconds. You can pause this.');
  });

  it('reads the user and the member information again on entry', async () => {
    useSession.getState().setUser(buyer());
    const api = fakeApi({ [authCalls.currentUser.path.replace('{product}', 'mall')]: () => buyer(), [customerCalls.queryCustomer.path]: () => membership() });
    await renderScreen(<SignupSuccess />, { url: '/signup-success', path: '/signup-success' });
    await waitFor(() => expect(api.bodiesOf(customerCalls.queryCustomer.path)).toEqual([{}]));
  });
});
