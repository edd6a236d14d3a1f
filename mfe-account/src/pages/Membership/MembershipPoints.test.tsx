import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, useMarket } from '@mall/shared';
import { customerCalls, pointsCalls } from '@mall/shared/contract';
import { LEVELS, membership } from '../../testing/customer';
import { failure, fakeApi, renderScreen, serverError } from '../../testing/screen';
import { Membership } from './Membership';
import { POINTS_FAKES } from './testPoints';

const base = {
  [customerCalls.queryCustomer.path]: () => membership(),
  [customerCalls.pageLevels.path]: () => ({ data: LEVELS, total: LEVELS.length }),
  ...POINTS_FAKES,
};
const renderPoints = (language?: 'en' | 'zh-CN' | 'de') => renderScreen(<Membership />, { url: paths.memberScore(), path: paths.memberScore(), language });

beforeEach(() => useMarket.setState({ locale: 'en-GB', flags: { points: true } }));
afterEach(() => jest.restoreAllMocks());

describe('the points page', () => {
  it('shows the balance rounded up (spec) and the growth value', async () => {
    fakeApi(base);
    await renderPoints();
    expect(await screen.findByText('Points', { selector: 'dt' })).toBeInTheDocument();
    // 1234.2 points are shown as 1,235.
    expect(screen.getByText('Points', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1,235');
    expect(screen.getByText('Growth value', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1,250');
  });

  it('lists every task with its reward, marks what is done and links where the buyer does it', async () => {
    fakeApi(base);
    await renderPoints();
    const tasks = within(await screen.findByRole('region', { name: 'How to earn points and growth' }));
    expect(await tasks.findByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/buyer/profile?edit=1');
    expect(tasks.getByRole('link', { name: 'Review the products of a completed order' })).toHaveAttribute('href', '/buyer/comments?status=unComment');
    const follow = tasks.getByText('Follow us on social media').closest('li')!;
    expect(follow).toHaveTextContent('+0 points, +10 growth');
    expect(follow).toHaveTextContent('Done');
    expect(tasks.getByText('Sign in every day').closest('li')).toHaveTextContent('Once a day');
  });

  it('shows the ledger: where points came from and went', async () => {
    fakeApi(base);
    await renderPoints();
    const ledger = await screen.findByRole('table');
    const rows = within(ledger).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['4 Mar 2026', 'Paid with points', '-200', '0'],
      ['2 Mar 2026', 'Followed us', '0', '+10'],
      ['1 Jan 2026', 'Opening balance', '+1434', '+1240'],
    ]);
  });

  it('signs in once a day, and says so when the server refuses a second sign-in', async () => {
    let signedIn = false;
    const api = fakeApi({
      ...base,
      [pointsCalls.signIn.path]: () => {
        if (signedIn) return failure(409, pointsCalls.PointsErrorCode.alreadySignedIn);
        signedIn = true;
        return { granted: true, points: 5, growth: 1 };
      },
    });
    await renderPoints();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in for points' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Signed in: +5 points');
    await user.click(screen.getByRole('button', { name: 'Sign in for points' }));
    expect(await screen.findByText('You have already signed in today. Come back tomorrow.')).toBeInTheDocument();
    expect(api.bodiesOf(pointsCalls.signIn.path)).toHaveLength(2);
    // The numbers are read again after a sign-in.
    expect(api.bodiesOf(pointsCalls.pageLedger.path).length).toBeGreaterThan(1);
  });

  it('shows an honest error with retry when the ledger cannot be read', async () => {
    let failing = true;
    fakeApi({ ...base, [pointsCalls.pageLedger.path]: () => (failing ? serverError() : POINTS_FAKES[pointsCalls.pageLedger.path]!()) });
    await renderPoints();
    const ledger = within(await screen.findByRole('region', { name: 'Points history' }));
    const alert = await ledger.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('speaks the buyer language', async () => {
    fakeApi(base);
    await renderPoints('zh-CN');
    expect(await screen.findByRole('button', { name: '签到领积分' })).toBeInTheDocument();
    expect(await screen.findByText('积分明细')).toBeInTheDocument();
  });
});
