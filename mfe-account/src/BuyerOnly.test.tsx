import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authCalls } from '@mall/shared/contract';
import { AccountClosing } from './pages/AccountClosing/AccountClosing';
import { Security } from './pages/Security/Security';
import { buyer } from './testing/customer';
import { fakeApi, renderScreen, serverError } from './testing/screen';

const CURRENT_USER = authCalls.currentUser.path.replace('{product}', 'mall');

afterEach(() => jest.restoreAllMocks());

// The screens behind the buyer gate besides the profile (Profile.test covers it there).
describe.each([
  ['security settings', <Security key="s" />, '/buyer/security'],
  ['account closing', <AccountClosing key="c" />, '/buyer/account-closing'],
] as const)('%s', (_name, screenUi, url) => {
  it('asks a guest to log in and come back', async () => {
    fakeApi({ [CURRENT_USER]: () => buyer({ isTourist: true, email: null }) });
    await renderScreen(screenUi, { url, path: url });
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(url)}`);
  });

  it('says plainly when the account cannot be loaded, and retries on request', async () => {
    let calls = 0;
    fakeApi({ [CURRENT_USER]: () => (++calls === 1 ? serverError() : buyer()) });
    await renderScreen(screenUi, { url, path: url });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
