import { screen } from '@testing-library/react';
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
});
