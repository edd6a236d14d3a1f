import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeApi } from '@mall/shared/testing';
import { Signup } from './Signup';
import { renderShell } from '../../testing';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

describe('signing up', () => {
  it('asks to wait when the server stops too many signups from this address, keeping what was typed', async () => {
    api = fakeApi({ '/auth/mall/user/signup': () => failure(429, 'RATE_LIMITED') });
    await renderShell(<Signup />, { route: '/signup', path: '/signup' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'nina@example.com');
    await userEvent.type(screen.getByLabelText('Nickname (optional)'), 'Nina');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes, then try again.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nina@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('correct-horse');
  });

  const signUp = async (route: string) => {
    api = fakeApi({
      '/auth/mall/user/signup': () => ({ id: 1001, nickname: 'Nina', username: 'nina@example.com', email: 'nina@example.com', mobile: null, prefix: null, isTourist: false, extra: { firstName: null, lastName: null, city: null, gender: null } }),
    });
    await renderShell(<Signup />, { route, path: '/signup' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'nina@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  };

  it('lands on the signup-success page (spec)', async () => {
    await signUp('/signup');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup-success$/));
  });

  it('goes back where the signup started when it was sent from a page (checkout)', async () => {
    await signUp('/signup?redirect=%2Fcheckout');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
  });
});
