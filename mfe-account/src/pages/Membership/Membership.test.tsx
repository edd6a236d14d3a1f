import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n, MOBILE_QUERY, paths, useMarket, useSession } from '@mall/shared';
import { contentCalls, customerCalls } from '@mall/shared/contract';
import { buyer, LEVELS, membership } from '../../testing/customer';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { Membership } from './Membership';
import { LEVEL_UP_FAKES, PAID_FAKES, POINTS_FAKES } from './testPoints';
import { membershipPageOf, progressToNext, topLevel } from './membershipPages';

const CUSTOMER = customerCalls.queryCustomer.path;
const LEVELS_PATH = customerCalls.pageLevels.path;
const MEMBER_PATHS = [paths.member(), paths.memberEquity(), paths.memberScore(), paths.superMember()];

/** The membership calls of one level and the buyer's benefits, answered from testing/customer's ladder. */
const levelOf = (id: unknown) => LEVELS.find((level) => level.id === id);
const BENEFIT_FAKES = {
  [customerCalls.queryLevel.path]: (body: unknown) => levelOf((body as { id: number }).id) ?? Response.json({ success: false, error: { code: 'NOT_FOUND', message: 'level' } }, { status: 404 }),
  [customerCalls.benefitsByLevel.path]: (body: unknown) => levelOf((body as { levelId: number }).levelId)!.benefits,
  [customerCalls.customerBenefits.path]: () => ({ level: LEVELS[1]!, benefits: LEVELS[1]!.benefits }),
  [contentCalls.articleDetail.path]: () => ({ id: customerCalls.BENEFITS_ARTICLE_ID, categoryId: 1, title: 'Membership levels and benefits', summary: '', body: '<p>Level points decides your level.</p>', updatedAt: '2026-01-01T00:00:00.000Z' }),
};

const fakeMembership = (customer: () => unknown = () => membership(), patch: Record<string, (body: unknown) => unknown> = {}) =>
  fakeApi({ [CUSTOMER]: customer, [LEVELS_PATH]: () => ({ data: [...LEVELS].reverse(), total: LEVELS.length }), ...POINTS_FAKES, ...PAID_FAKES, ...LEVEL_UP_FAKES, ...BENEFIT_FAKES, ...patch });

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
    ['/user/member/score', 'Points and loyalty level', 'How to earn points'],
    ['/user/super-member', 'Super member', 'What super members get'],
  ])('at %s shows the %s sub-page', async (url, title, section) => {
    fakeMembership();
    await renderMembership(url);
    expect(await screen.findByRole('heading', { level: 3, name: section })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const sections = ['Membership levels', 'Benefits by level', 'How to earn points', 'What super members get'];
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
    expect(screen.getByText('Collect 750 more level points to reach Gold.')).toBeInTheDocument();
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
    expect(levels[1]).toHaveTextContent('from 500 level points');
    expect(levels[0]).not.toHaveAttribute('aria-current');
  });

  it('says so when the buyer is at the top level', async () => {
    fakeMembership(() => membership({ level: LEVELS[2]!, nextLevel: null, growthToNextLevel: null, growthValue: 2600 }));
    await renderMembership('/user/member');
    expect(await screen.findByText('You have reached the highest level.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("lists the buyer's benefits from the customer's benefits call", async () => {
    const api = fakeMembership(() => membership(), { [customerCalls.customerBenefits.path]: () => ({ level: LEVELS[1]!, benefits: [{ code: 'VIP_LINE', name: 'A phone line of your own' }] }) });
    await renderMembership('/user/member/equity');
    const yours = await screen.findByRole('region', { name: 'Your benefits as Silver' });
    expect(await within(yours).findByText('A phone line of your own')).toBeInTheDocument();
    expect(api.bodiesOf(customerCalls.customerBenefits.path)).toEqual([{}]);
  });

  it('shows one level with its benefits by the level calls, the next level first, marked against the buyer own', async () => {
    const api = fakeMembership();
    await renderMembership('/user/member/equity');
    const byLevel = within(await screen.findByRole('region', { name: 'Benefits by level' }));
    expect(within(byLevel.getByRole('radiogroup', { name: 'Choose a level' })).getByRole('radio', { name: 'Gold' })).toBeChecked();
    const gold = await byLevel.findByRole('list', { name: 'Benefits of Gold' });
    expect(within(gold).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Birthday voucher(you have this)',
      'Free shipping(you have this)',
      'Priority service(not yet yours)',
    ]);
    expect(byLevel.getByText('from 2,000 level points')).toBeInTheDocument();
    await userEvent.setup().click(byLevel.getByRole('radio', { name: 'Bronze' }));
    expect(await byLevel.findByRole('list', { name: 'Benefits of Bronze' })).toHaveTextContent('Birthday voucher');
    expect(api.bodiesOf(customerCalls.queryLevel.path)).toEqual([{ id: 3 }, { id: 1 }]);
    expect(api.bodiesOf(customerCalls.benefitsByLevel.path)).toEqual([{ levelId: 3 }, { levelId: 1 }]);
  });

  it('says plainly when a level cannot be loaded, and retries', async () => {
    let failing = true;
    fakeMembership(() => membership(), { [customerCalls.benefitsByLevel.path]: (body) => (failing ? serverError() : levelOf((body as { levelId: number }).levelId)!.benefits) });
    await renderMembership('/user/member/equity');
    const byLevel = within(await screen.findByRole('region', { name: 'Benefits by level' }));
    const alert = await byLevel.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await byLevel.findByRole('list', { name: 'Benefits of Gold' })).toBeInTheDocument();
  });

  it('opens the benefit article in a dialog on desktop', async () => {
    const api = fakeMembership();
    await renderMembership('/user/member/equity');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'How levels and benefits work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Levels and benefits' });
    expect(await within(dialog).findByText('Level points decides your level.')).toBeInTheDocument();
    expect(api.bodiesOf(contentCalls.articleDetail.path)).toEqual([{ id: customerCalls.BENEFITS_ARTICLE_ID }]);
  });

  it('links the benefit article to its help page on mobile', async () => {
    // jsdom has no matchMedia: a phone-sized one for this test.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === MOBILE_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
    });
    try {
      fakeMembership();
      await renderMembership('/user/member/equity');
      expect(await screen.findByRole('link', { name: 'How levels and benefits work' })).toHaveAttribute('href', `/help/article/${customerCalls.BENEFITS_ARTICLE_ID}`);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('shows how far the super member level is, and what it brings', async () => {
    fakeMembership();
    await renderMembership('/user/super-member');
    expect(await screen.findByText('Super members are buyers at our highest level, Gold.')).toBeInTheDocument();
    expect(screen.getByText('Collect 750 more level points to become a super member.')).toBeInTheDocument();
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
    expect(within(paid.getByRole('radiogroup', { name: 'Choose a period' })).getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(await paid.findByRole('list', { name: 'What the Monthly membership includes' })).toHaveTextContent('Double points');
    await userEvent.setup().click(paid.getByRole('radio', { name: /Yearly/ }));
    expect(await paid.findByRole('list', { name: 'What the Yearly membership includes' })).toHaveTextContent('Free assembly');
    expect(api.bodiesOf(customerCalls.paidServiceItems.path)).toEqual([{ periodCode: 'MONTH' }, { periodCode: 'YEAR' }]);
  });

  it('asks mall-api again in the language the buyer switches to (it words levels and the paid service in it)', async () => {
    const paid = PAID_FAKES[customerCalls.paidService.path]!;
    const api = fakeMembership(() => membership(), {
      [customerCalls.paidService.path]: () => ({ ...(paid({}) as object), name: i18n.language === 'de' ? 'Super-Mitglied' : 'Super member' }),
    });
    await renderMembership('/user/super-member');
    await screen.findByRole('radio', { name: /Monthly/ });
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Super-Mitglied' })).toBeInTheDocument();
    for (const call of [customerCalls.paidService, customerCalls.paidServiceItems, customerCalls.pageLevels, customerCalls.queryCustomer]) {
      expect([call.path, api.bodiesOf(call.path).length]).toEqual([call.path, 2]);
    }
    await act(() => changeLanguage('en'));
  });

  it('links the paid service to its terms article when it names one', async () => {
    fakeMembership(() => membership(), { [customerCalls.paidService.path]: () => ({ ...(PAID_FAKES[customerCalls.paidService.path]!({}) as object), articleId: 10 }) });
    await renderMembership('/user/super-member');
    expect(await screen.findByRole('link', { name: 'Read the membership terms' })).toHaveAttribute('href', '/help/article/10');
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
    expect(await screen.findByRole('region', { name: 'Benefits by level' })).toBeInTheDocument();
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

  it('takes the highest threshold as the top of the ladder', () => {
    expect(topLevel([...LEVELS].reverse())?.name).toBe('Gold');
    expect(topLevel([])).toBeNull();
  });
});
