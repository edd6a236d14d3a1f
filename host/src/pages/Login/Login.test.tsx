import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Route } from 'react-router-dom';
import { failure, fakeApi } from '@mall/shared/testing';
import { useSession } from '@mall/shared';
import { Login } from './Login';
import { renderShell } from '../../testing';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const anna = { id: 1, nickname: 'Anna', username: null, email: 'buyer@demo.mall', mobile: null, prefix: null, isTourist: false, extra: { firstName: null, lastName: null, city: null, gender: null } };

/** A cart query on the page (the top bar's count): answers once, then its refetch never comes back. */
function CartOnThePage() {
  const answers = useRef(0);
  useQuery({ queryKey: ['cart', 'count'], queryFn: () => (answers.current++ === 0 ? Promise.resolve(0) : new Promise<number>(() => undefined)) });
  return null;
}

async function open(answer: unknown) {
  api = fakeApi({ '/auth/mall/user/login': answer });
  await renderShell(<><Login /><CartOnThePage /></>, {
    route: '/login?redirect=%2Fbuyer%2Forders',
    path: '/login',
    extraRoutes: <Route path="/buyer/orders" element={<p>orders page</p>} />,
  });
}

describe('logging in', () => {
  it('refuses a malformed e-mail in the form, keeps what was typed and sends nothing', async () => {
    await open(anna);
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna.example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('please enter a correct email')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna.example');
    expect(api.calls).toHaveLength(0);
  });

  it('says so when the server refuses the credentials', async () => {
    await open(() => failure(401, 'BAD_CREDENTIALS'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'buyer@demo.mall');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or the password is not right.');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
  });

  it('asks to wait when the server stops too many attempts, keeping what was typed', async () => {
    await open(() => failure(429, 'RATE_LIMITED'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'buyer@demo.mall');
    await userEvent.type(screen.getByLabelText('Password'), 'furniture-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes, then try again.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('buyer@demo.mall');
    expect(screen.getByLabelText('Password')).toHaveValue('furniture-1');
  });

  it('logs in and comes back to the page that asked', async () => {
    // The cart's refetch (the buyer's cart now) never answers here: the way back does not wait for it.
    await open(anna);
    await userEvent.type(screen.getByLabelText('E-mail'), 'buyer@demo.mall');
    await userEvent.type(screen.getByLabelText('Password'), 'furniture-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(useSession.getState().user?.nickname).toBe('Anna');
    expect(api.bodiesOf('/auth/mall/user/login')).toEqual([{ email: 'buyer@demo.mall', password: 'furniture-1' }]);
  });
});
