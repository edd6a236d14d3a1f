import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, useMarket } from '@mall/shared';
import { customerCalls, pointsCalls } from '@mall/shared/contract';
import { LEVELS, membership } from '../../testing/customer';
import { failure, fakeApi, renderScreen, serverError } from '../../testing/screen';
import { Membership } from './Membership';
import { POINTS_FAKES, TASKS } from './testPoints';

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
    expect(screen.getByText('Level points', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1,250');
  });

  it('lists every task with its reward, marks what is done and links where the buyer does it', async () => {
    fakeApi(base);
    await renderPoints();
    const tasks = within(await screen.findByRole('region', { name: 'How to earn points' }));
    expect(await tasks.findByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/buyer/profile?edit=1');
    expect(tasks.getByRole('link', { name: 'Review the products of a completed order' })).toHaveAttribute('href', '/buyer/comments?status=unComment');
    const follow = tasks.getByText('Follow us on social media').closest('li')!;
    expect(follow).toHaveTextContent('+0 points, +10 level points');
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
    await user.click(await screen.findByRole('button', { name: "Collect today's points" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Signed in: +5 points');
    await user.click(screen.getByRole('button', { name: "Collect today's points" }));
    expect(await screen.findByText('You have already signed in today. Come back tomorrow.')).toBeInTheDocument();
    // Spec: every points and growth call carries site.
    expect(api.bodiesOf(pointsCalls.signIn.path)).toEqual([{ site: 'EU' }, { site: 'EU' }]);
    for (const call of [pointsCalls.pageLedger, pointsCalls.findCustomerCompletionList, pointsCalls.findSignInLog]) expect(api.bodiesOf(call.path)).toContainEqual(expect.objectContaining({ site: 'EU' }));
    // The numbers are read again after a sign-in.
    expect(api.bodiesOf(pointsCalls.pageLedger.path).length).toBeGreaterThan(1);
  });

  it('shows the sign-in log: the days signed in, newest first', async () => {
    fakeApi({ ...base, [pointsCalls.findSignInLog.path]: () => ({ signedInToday: true, days: ['2026-03-03', '2026-03-01'] }) });
    await renderPoints();
    const log = await screen.findByRole('list', { name: 'Days you signed in' });
    expect(within(log).getAllByRole('listitem').map((day) => day.textContent)).toEqual(['3 Mar 2026', '1 Mar 2026']);
    expect(screen.getByRole('button', { name: 'Signed in today' })).toBeInTheDocument();
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

  describe('the tasks the page records', () => {
    /** The task list as mall-api answers it: a task recorded once is completed from then on. */
    const recording = () => {
      const done = new Set<string>();
      const grantOnce = (event: string, points: number, growth: number) => () => {
        if (done.has(event)) return { granted: false, points: 0, growth: 0 };
        done.add(event);
        return { granted: true, points, growth };
      };
      return {
        ...base,
        [pointsCalls.findCustomerCompletionList.path]: () => TASKS.map((task) => ({ ...task, completed: done.has(task.growthEventType) })),
        [pointsCalls.sendFollowMediaGrowth.path]: grantOnce('FOLLOW_SOCIAL_MEDIA', 0, 10),
        [pointsCalls.sendSubscribeEmailGrowth.path]: grantOnce('SUBSCRIBE_EMAIL', 0, 10),
        [pointsCalls.sendShareGrowth.path]: grantOnce('SHARE_PRODUCT', 5, 5),
      };
    };
    const taskRow = async (name: string) => (await screen.findByText(name)).closest('li')!;

    it('subscribes to our e-mails: records once, then shows the task done', async () => {
      const api = fakeApi(recording());
      await renderPoints();
      const row = await taskRow('Subscribe to our e-mails');
      await userEvent.setup().click(within(row).getByRole('button', { name: 'Subscribe' }));
      expect(await within(row).findByRole('status')).toHaveTextContent('Recorded: +0 points, +10 level points');
      expect(api.bodiesOf(pointsCalls.sendSubscribeEmailGrowth.path)).toEqual([{ site: 'EU' }]);
      await waitFor(() => expect(screen.getByText('Subscribe to our e-mails').closest('li')).toHaveTextContent('Done'));
      expect(within(screen.getByText('Subscribe to our e-mails').closest('li')!).queryByRole('button')).not.toBeInTheDocument();
    });

    it('follows our media: the link opens our page in a new tab and the follow is recorded', async () => {
      const api = fakeApi(recording());
      await renderPoints();
      const row = await taskRow('Follow us on social media');
      const link = within(row).getByRole('link', { name: 'Follow us (opens in a new tab)' });
      expect(link).toHaveAttribute('href', pointsCalls.FOLLOW_MEDIA_URL);
      expect(link).toHaveAttribute('target', '_blank');
      // jsdom opens no tab; the click's own handler is what records.
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.setup().click(link);
      await waitFor(() => expect(api.bodiesOf(pointsCalls.sendFollowMediaGrowth.path)).toEqual([{ site: 'EU' }]));
      await waitFor(() => expect(screen.getByText('Follow us on social media').closest('li')).toHaveTextContent('Done'));
    });

    it('shares the shop by copying its link where there is no share sheet, and records the share', async () => {
      const api = fakeApi(recording());
      await renderPoints();
      const row = await taskRow('Share a product or your shopping experience');
      const user = userEvent.setup();
      // After setup: user-event puts its own clipboard in place.
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await user.click(within(row).getByRole('button', { name: 'Share our shop' }));
      expect(await within(row).findByText('Recorded: +5 points, +5 level points')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/`);
      expect(api.bodiesOf(pointsCalls.sendShareGrowth.path)).toEqual([{ site: 'EU' }]);
    });

    it('records nothing when the buyer cancels the share sheet, and says so when the link cannot be copied', async () => {
      const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const api = fakeApi(recording());
      await renderPoints();
      const row = await taskRow('Share a product or your shopping experience');
      const user = userEvent.setup();
      await user.click(within(row).getByRole('button', { name: 'Share our shop' }));
      await waitFor(() => expect(share).toHaveBeenCalledWith({ url: `${window.location.origin}/` }));
      expect(api.bodiesOf(pointsCalls.sendShareGrowth.path)).toHaveLength(0);

      share.mockRejectedValue(new DOMException('no target', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
      await user.click(within(row).getByRole('button', { name: 'Share our shop' }));
      expect(await within(row).findByRole('status')).toHaveTextContent(`The link could not be copied. Please copy it yourself: ${window.location.origin}/`);
      expect(api.bodiesOf(pointsCalls.sendShareGrowth.path)).toHaveLength(0);
      Reflect.deleteProperty(navigator, 'share');
    });

    it('says in the buyer language when a task was already recorded, and shows a failure honestly', async () => {
      fakeApi({ ...recording(), [pointsCalls.sendSubscribeEmailGrowth.path]: () => ({ granted: false, points: 0, growth: 0 }) });
      await renderPoints('zh-CN');
      const row = await taskRow('订阅邮件');
      await userEvent.setup().click(within(row).getByRole('button', { name: '订阅' }));
      expect(await within(row).findByRole('status')).toHaveTextContent('您已完成此任务。');
    });

    it('shows an error when recording fails', async () => {
      fakeApi({ ...recording(), [pointsCalls.sendSubscribeEmailGrowth.path]: () => serverError() });
      await renderPoints();
      const row = await taskRow('Subscribe to our e-mails');
      await userEvent.setup().click(within(row).getByRole('button', { name: 'Subscribe' }));
      expect(await within(row).findByRole('alert')).toBeInTheDocument();
      expect(row).not.toHaveTextContent('Done');
    });
  });

  it('speaks the buyer language', async () => {
    fakeApi(base);
    await renderPoints('zh-CN');
    expect(await screen.findByRole('button', { name: '签到领积分' })).toBeInTheDocument();
    expect(await screen.findByText('积分明细')).toBeInTheDocument();
  });
});
