import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, useMarket, useSession } from '@mall/shared';
import { customerCalls } from '@mall/shared/contract';
import { buyer, LEVELS, membership } from '../../testing/customer';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { Membership } from './Membership';
import { LEVEL_UP_FAKES, PAID_FAKES, POINTS_FAKES } from './testPoints';
import { benefitsAcross, membershipPageOf, progressToNext, topLevel } from './membershipPages';

const CUSTOMER = customerCalls.queryCustomer.path;
const LEVELS_PATH = customerCalls.pageLevels.path;
const MEMBER_PATHS = [paths.member(), paths.memberEquity(), paths.memberScore(), paths.superMember()];

const fakeMembership = (customer: () => unknown = () => membership()) =>
  fakeApi({ [CUSTOMER]: customer, [LEVELS_PATH]: () => ({ data: [...LEVELS].reverse(), total: LEVELS.length }), ...POINTS_FAKES, ...PAID_FAKES, ...LEVEL_UP_FAKES });

const renderMembership = (url: string, language?: 'en' | 'zh-CN' | 'de') => renderScreen(<Membership />, { url, path: MEMBER_PATHS, language });

beforeEach(() => {
  useSession.getState().setUser(buyer());
  useMarket.setState({ locale: 'en-GB' });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Membership', () => {
  it.each([
    ['/user/member', 'Overview', 'Membership levels'],
    ['/user/member/equity', 'Benefits', 'Benefits by level'],
    ['/user/member/score', 'Points and growth', 'How to earn points and growth'],
    ['/user/super-member', 'Super member', 'What super members get'],
  ])('at %s shows the %s sub-page', async (url, title, section) => {
    fakeMembership();
    await renderMembership(url);
    expect(await screen.findByRole('heading', { level: 3, name: section })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const sections = ['Membership levels', 'Benefits by level', 'How to earn points and growth', 'What super members get'];
    for (const other of sections.filter((name) => name !== section)) {
      expect(screen.queryByRole('heading', { level: 3, name: other })).not.toBeInTheDocument();
    }
    const nav = screen.getByRole('navigation', { name: 'Membership pages' });
    expect(within(nav).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it("shows the buyer's level, growth, points rounded up and the way to the next level", async () => {
    const api = fakeMembership();
    await renderMembership('/user/member');
    expect(await screen.findByText('Silver', { selector: '.account-level-card__name' })).toBeInTheDocument();
    expect(screen.getByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('1,235')).toBeInTheDocument();
    expect(screen.getByText('Collect 750 more growth value to reach Gold.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute('value', '50');
    expect(api.bodiesOf(CUSTOMER)).toEqual([{}]);
    expect(api.bodiesOf(LEVELS_PATH)).toEqual([{ page: { no: 1, size: 100 } }]);
  });

  it('shows the level ladder lowest first, with the buyer level marked', async () => {
    fakeMembership();
    await renderMembership('/user/member');
    const ladder = await screen.findByRole('region', { name: 'Membership levels' });
    const levels = within(ladder).getAllByRole('listitem');
    expect(levels.map((level) => level.querySelector('.account-ladder__name')?.textContent)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(levels[1]).toHaveAttribute('aria-current', 'step');
    expect(levels[1]).toHaveTextContent('from 500 growth value');
    expect(levels[0]).not.toHaveAttribute('aria-current');
  });

  it('says so when the buyer is at the top level', async () => {
    fakeMembership(() => membership({ level: LEVELS[2]!, nextLevel: null, growthToNextLevel: null, growthValue: 2600 }));
    await renderMembership('/user/member');
    expect(await screen.findByText('You have reached the highest level.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("lists the buyer's benefits and compares the levels", async () => {
    fakeMembership();
    await renderMembership('/user/member/equity');
    const yours = await screen.findByRole('region', { name: 'Your benefits as Silver' });
    expect(within(yours).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Birthday voucher', 'Free shipping']);
    const table = screen.getByRole('table');
    const priority = within(table).getByRole('row', { name: /Priority service/ });
    expect(within(priority).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['–Not included', '–Not included', '✓Included']);
  });

  it('shows how far the super member level is, and what it brings', async () => {
    fakeMembership();
    await renderMembership('/user/super-member');
    expect(await screen.findByText('Super members are buyers at our highest level, Gold.')).toBeInTheDocument();
    expect(screen.getByText('Collect 750 more growth value to become a super member.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What super members get' })).getByText('Priority service')).toBeInTheDocument();
  });

  it('says what the next level adds (the level-up difference)', async () => {
    fakeMembership();
    await renderMembership('/user/member');
    const levelUp = within(await screen.findByRole('region', { name: 'What Gold adds' }));
    expect(levelUp.getByRole('listitem')).toHaveTextContent('Priority service');
  });

  it('offers the paid super membership by period, with what each period includes', async () => {
    const api = fakeMembership();
    await renderMembership('/user/super-member');
    // The page is named Super member too; the paid service's own section is the inner one.
    await screen.findByRole('radio', { name: /Monthly/ });
    const paid = within(screen.getAllByRole('region', { name: 'Super member' }).at(-1)!);
    expect(paid.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(await paid.findByRole('list', { name: 'What the Monthly membership includes' })).toHaveTextContent('Double points');
    await userEvent.setup().click(paid.getByRole('radio', { name: /Yearly/ }));
    expect(await paid.findByRole('list', { name: 'What the Yearly membership includes' })).toHaveTextContent('Free assembly');
    expect(api.bodiesOf(customerCalls.paidServiceItems.path)).toEqual([{ periodCode: 'MONTH' }, { periodCode: 'YEAR' }]);
  });

  it('tells a top-level buyer they are a super member', async () => {
    fakeMembership(() => membership({ level: LEVELS[2]!, nextLevel: null, growthToNextLevel: null, growthValue: 2600 }));
    await renderMembership('/user/super-member');
    expect(await screen.findByText('You are a super member.')).toBeInTheDocument();
  });

  it('moves between sub-pages by path', async () => {
    fakeMembership();
    const view = await renderMembership('/user/member');
    await screen.findByRole('region', { name: 'Membership levels' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Benefits' }));
    expect(view.location().pathname).toBe('/user/member/equity');
    expect(await screen.findByRole('heading', { level: 2, name: 'Benefits' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('says plainly when the membership cannot be loaded, and retries on request', async () => {
    let failing = true;
    fakeMembership(() => (failing ? serverError() : membership()));
    await renderMembership('/user/member');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not answer. Please retry in a moment.');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Silver', { selector: '.account-level-card__name' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('speaks the buyer language', async () => {
    fakeMembership();
    await renderMembership('/user/super-member', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 2, name: '超级会员' })).toBeInTheDocument();
    expect(await screen.findByText('再获得 750 成长值即可成为超级会员。')).toBeInTheDocument();
  });
});

describe('membership rules', () => {
  it.each([
    ['/user/member', 'overview'],
    ['/user/member/', 'overview'],
    ['/user/member/equity', 'benefits'],
    ['/user/member/score', 'points'],
    ['/user/super-member', 'superMember'],
    ['/user/member/unknown', 'overview'],
  ])('%s is the %s sub-page', (path, page) => expect(membershipPageOf(path)).toBe(page));

  it('measures progress between the current and the next threshold', () => {
    expect(progressToNext(1250, LEVELS[1]!, LEVELS[2]!)).toBe(0.5);
    expect(progressToNext(400, LEVELS[1]!, LEVELS[2]!)).toBe(0);
    expect(progressToNext(9999, LEVELS[2]!, null)).toBe(1);
  });

  it('lists each benefit once, in ladder order', () => {
    expect(benefitsAcross(LEVELS).map((b) => b.code)).toEqual(['BIRTHDAY', 'FREE_SHIPPING', 'PRIORITY_SERVICE']);
  });

  it('takes the highest threshold as the top of the ladder', () => {
    expect(topLevel([...LEVELS].reverse())?.name).toBe('Gold');
    expect(topLevel([])).toBeNull();
  });
});
