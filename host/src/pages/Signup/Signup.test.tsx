import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeApi } from '@mall/shared/testing';
import { Signup } from './Signup';
import { renderShell } from '../../testing';

let api: ReturnType<typeof fakeApi>;
const UP = '/api/trantor/func/mall_content_QueryUPArticleInfoFunc';
const upArticles = (body: { site: string; codes: string[] }) =>
  [
    { code: 'PRIVACY_POLICY' as const, id: 8, title: 'Privacy policy', body: '<p>We keep little.</p>', updatedAt: '2026-01-01T00:00:00.000Z' },
    { code: 'USER_AGREEMENT' as const, id: 7, title: 'Terms and conditions', body: '<p>The contract.</p>', updatedAt: '2026-01-01T00:00:00.000Z' },
  ].filter((a) => body.site === 'EU' && body.codes.includes(a.code));
afterEach(() => api.restore());

describe('signing up', () => {
  it('asks to wait when the server stops too many signups from this address, keeping what was typed', async () => {
    api = fakeApi({ '/auth/mall/user/signup': () => failure(429, 'RATE_LIMITED'), [UP]: upArticles });
    await renderShell(<Signup />, { route: '/signup', path: '/signup' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'nina@example.com');
    await userEvent.type(screen.getByLabelText('Nickname (optional)'), 'Nina');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes, then try again.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nina@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('correct-horse');
  });

  it("names the site's user agreement and privacy policy as the terms, each linked to its article", async () => {
    api = fakeApi({ [UP]: upArticles });
    await renderShell(<Signup />, { route: '/signup', path: '/signup' });
    const terms = (await screen.findByRole('link', { name: 'Terms and conditions' })).closest('p')!;
    expect(terms).toHaveTextContent('By signing up you accept our Privacy policy and Terms and conditions.');
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/help/article/7');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/help/article/8');
    expect(api.bodiesOf(UP)).toEqual([{ site: 'EU', codes: ['USER_AGREEMENT', 'PRIVACY_POLICY'] }]);
  });

  it('says so with Retry when the terms cannot be loaded, and shows them after the retry', async () => {
    let calls = 0;
    api = fakeApi({ [UP]: (body: { site: string; codes: string[] }) => (++calls === 1 ? failure(500, 'INTERNAL') : upArticles(body)) });
    await renderShell(<Signup />, { route: '/signup', path: '/signup' });
    expect(await screen.findByText('The terms of use could not be loaded. Please retry before signing up.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  const signUp = async (route: string) => {
    api = fakeApi({
      [UP]: upArticles,
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
