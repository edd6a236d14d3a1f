import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, useToastStore } from '@mall/shared';
import { accountCalls, authCalls, pointsCalls, type User } from '@mall/shared/contract';
import { buyer } from '../../testing/customer';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { BACK_AFTER_SAVE_MS } from './ProfileForm';
import { Profile } from './Profile';

const CURRENT_USER = authCalls.currentUser.path.replace('{product}', 'mall');
const UPDATE = accountCalls.updateProfile.path.replace('{product}', 'mall');
const REWARD = pointsCalls.sendCompleteProfileGrowth.path;

const renderEdit = (language?: 'en' | 'zh-CN' | 'de') =>
  renderScreen(<Profile />, { url: '/buyer/profile?edit=1', path: '/buyer/profile', language });

/** mall-api's answer to a save: the user with what was saved. */
const saved = (body: { nickname: string; userDetail: { gender: 0 | 1 | 2; birthday: string }; extra: { firstName: string; lastName: string; city: string } }): User =>
  buyer(
    { nickname: body.nickname, userDetail: { gender: body.userDetail.gender, birthday: body.userDetail.birthday || null } },
    { firstName: body.extra.firstName || null, lastName: body.extra.lastName || null, city: body.extra.city || null },
  );

const isoDay = (shiftDays: number, shiftYears = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + shiftYears);
  d.setUTCDate(d.getUTCDate() + shiftDays);
  return d.toISOString().slice(0, 10);
};

beforeEach(() => {
  useMarket.setState({ flags: { points: true } });
  useToastStore.getState().clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('editing the profile', () => {
  it('refuses a birthday in the future, keeps what was typed, and sends nothing', async () => {
    const api = fakeApi({ [CURRENT_USER]: () => buyer() });
    await renderEdit();
    const user = userEvent.setup();
    const birthday = await screen.findByLabelText('Birthday');
    await user.type(birthday, isoDay(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The birthday cannot be in the future')).toBeInTheDocument();
    expect(birthday).toHaveValue(isoDay(1));
    expect(screen.getByLabelText('Nickname')).toHaveValue('Anna');
    expect(api.bodiesOf(UPDATE)).toHaveLength(0);
  });

  it.each([
    ['more than 120 years back', () => isoDay(-1, -120), 'The birthday cannot be more than 120 years ago'],
  ])('refuses a birthday %s', async (_what, day, message) => {
    fakeApi({ [CURRENT_USER]: () => buyer() });
    await renderEdit();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Birthday'), day());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('requires a nickname of at most 50 characters and a city of at most 50', async () => {
    fakeApi({ [CURRENT_USER]: () => buyer() });
    await renderEdit();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Nickname'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a nickname')).toBeInTheDocument();
    // The inputs stop at 50 characters (the limit the server holds too).
    expect(screen.getByLabelText('Nickname')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('City')).toHaveAttribute('maxLength', '50');
  });

  it('saves gender 0/1/2 and the birthday, completes the profile for its points, and returns to the profile after 1 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const api = fakeApi({
      [CURRENT_USER]: () => buyer(),
      [UPDATE]: (body: unknown) => saved(body as Parameters<typeof saved>[0]),
      [REWARD]: () => ({ granted: true, points: 50, growth: 20 }),
    });
    await renderEdit();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('radio', { name: 'Female' }));
    await user.type(screen.getByLabelText('Birthday'), '1990-05-17');
    await user.type(screen.getByLabelText('City'), 'Hamburg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.bodiesOf(UPDATE)).toEqual([
      { nickname: 'Anna', userDetail: { gender: 2, birthday: '1990-05-17' }, extra: { firstName: 'Anna', lastName: 'Berg', city: 'Hamburg' } },
    ]);
    expect(api.bodiesOf(REWARD)).toHaveLength(1);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain('Profile complete: +50 points!');
    // Still the form until the second is over.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit profile');
    await act(async () => {
      jest.advanceTimersByTime(BACK_AFTER_SAVE_MS);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
  });

  it('does not ask for the reward while a field is still empty', async () => {
    const api = fakeApi({ [CURRENT_USER]: () => buyer(), [UPDATE]: (body: unknown) => saved(body as Parameters<typeof saved>[0]) });
    await renderEdit();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('City'), 'Hamburg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.bodiesOf(REWARD)).toHaveLength(0);
  });

  it("shows the server's refusal on its field", async () => {
    fakeApi({
      [CURRENT_USER]: () => buyer(),
      [UPDATE]: () =>
        Response.json({ success: false, error: { code: 'VALIDATION', message: 'birthday.tooOld', fields: [{ field: 'userDetail.birthday', message: 'birthday.tooOld' }] } }, { status: 400 }),
    });
    await renderEdit();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Birthday'), '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The birthday cannot be more than 120 years ago')).toBeInTheDocument();
  });

  it('says plainly when the save fails for another reason', async () => {
    fakeApi({ [CURRENT_USER]: () => buyer(), [UPDATE]: () => failure(500, 'INTERNAL') });
    await renderEdit();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/went wrong|server/i);
  });

  it('speaks the buyer language', async () => {
    fakeApi({ [CURRENT_USER]: () => buyer() });
    await renderEdit('zh-CN');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('昵称'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入昵称')).toBeInTheDocument();
  });
});
