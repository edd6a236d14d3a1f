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

let captchas = 0;
async function open(answer: unknown) {
  captchas = 0;
  api = fakeApi({ '/auth/mall/user/login': answer, '/auth/mall/captcha/image': () => ({ img: `data:image/svg+xml,captcha-${++captchas}`, uuid: `uuid-${captchas}` }) });
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

  /** Answers the login calls in turn (the last one again once they run out). */
  const inTurn = (...answers: Array<() => Response | typeof anna>) => {
    let n = 0;
    return () => answers[Math.min(n++, answers.length - 1)]!();
  };
  const needsCaptcha = () =>
    Response.json({ success: false, error: { code: 'BAD_CREDENTIALS', message: 'auth.badCredentials', fields: [{ field: 'captcha', message: 'auth.captchaRequired' }] } }, { status: 401 });
  const fillAndLogIn = async (password = 'furniture-1') => {
    await userEvent.type(screen.getByLabelText('E-mail'), 'buyer@demo.mall');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  };

  it('shows no captcha until the server asks for one', async () => {
    await open(anna);
    expect(screen.queryByLabelText('Graphic captcha')).not.toBeInTheDocument();
    expect(api.bodiesOf('/auth/mall/captcha/image')).toHaveLength(0);
  });

  it('after failures on the account, asks for the captcha and sends it with its image\'s token', async () => {
    await open(inTurn(needsCaptcha, () => anna));
    await fillAndLogIn('wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or the password is not right.');
    expect(await screen.findByRole('img', { name: 'Captcha image: type the 4 characters shown' })).toHaveAttribute('src', 'data:image/svg+xml,captcha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('please enter the graphic captcha', { exact: false })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'furniture-1');
    await userEvent.type(screen.getByLabelText('Graphic captcha'), 'K7QX');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(api.bodiesOf('/auth/mall/user/login').at(-1)).toEqual({ email: 'buyer@demo.mall', password: 'furniture-1', captcha: 'K7QX', token: 'uuid-1' });
  });

  it('a captcha the server wants (CAPTCHA_REQUIRED) or finds wrong is said on its field, with a new image', async () => {
    const captchaRequired = () =>
      Response.json({ success: false, error: { code: 'CAPTCHA_REQUIRED', message: 'auth.captchaRequired', fields: [{ field: 'captcha', message: 'auth.captchaRequired' }] } }, { status: 400 });
    const wrong = () => Response.json({ success: false, error: { code: 'CAPTCHA_WRONG', message: 'captcha.wrong', fields: [{ field: 'captcha', message: 'captcha.wrong' }] } }, { status: 400 });
    await open(inTurn(captchaRequired, wrong));
    await fillAndLogIn();
    expect(await screen.findByText('Several failed logins on this account: please enter the graphic captcha')).toBeInTheDocument();
    expect(screen.queryByText('The e-mail or the password is not right.')).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Graphic captcha'), 'ABCD');
    await screen.findByRole('img', { name: /Captcha image/ });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The captcha is wrong. Please enter the new one shown.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Captcha image/ })).toHaveAttribute('src', 'data:image/svg+xml,captcha-2');
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
