import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket } from '@mall/shared';
import { accountCalls, authCalls, mediaCalls } from '@mall/shared/contract';
import { File as NodeFile } from 'node:buffer';
import { buyer } from '../../testing/customer';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { isProfileComplete } from './profileCompleteness';
import { Profile } from './Profile';

const CURRENT_USER = authCalls.currentUser.path.replace('{product}', 'mall');

const renderProfile = (language?: 'en' | 'zh-CN' | 'de') => renderScreen(<Profile />, { url: '/buyer/profile', path: '/buyer/profile', language });

beforeEach(() => {
  useMarket.setState({ flags: { points: true } });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Profile', () => {
  it("shows the logged-in buyer's nickname, e-mail and name from the who-am-I call", async () => {
    fakeApi({ [CURRENT_USER]: () => buyer() });
    const view = await renderProfile();
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByText('anna@example.com')).toBeInTheDocument();
    expect(term('Nickname')).toHaveTextContent('Anna');
    expect(term('E-mail')).toHaveTextContent('anna@example.com');
    expect(term('Name')).toHaveTextContent('Anna Berg');
    expect(term('Mobile phone')).toHaveTextContent('+49 1701234567');
    expect(term('City')).toHaveTextContent('Not set');
    expect(view.container.querySelector('[data-boundary="account"]')).not.toBeNull();
  });

  it('invites the buyer to complete the profile for up to 50 points while it is incomplete', async () => {
    fakeApi({ [CURRENT_USER]: () => buyer({}, { city: null }) });
    await renderProfile();
    const prompt = await screen.findByRole('complementary', { name: 'Complete your profile' });
    expect(prompt).toHaveTextContent('Complete your profile and earn up to 50 points.');
  });

  it('no longer invites once every field is filled', async () => {
    fakeApi({ [CURRENT_USER]: () => buyer({ userDetail: { gender: 2, birthday: '1990-05-17' } }, { city: 'Hamburg', gender: 'FEMALE' }) });
    await renderProfile();
    await screen.findByText('Hamburg');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    // The birthday in words of the buyer's language, not the stored 1990-05-17.
    expect(screen.getByText('17 May 1990')).toHaveAttribute('dateTime', '1990-05-17');
  });

  it('does not promise points where the points programme is off', async () => {
    useMarket.setState({ flags: { points: false } });
    fakeApi({ [CURRENT_USER]: () => buyer() });
    await renderProfile();
    await screen.findByText('anna@example.com');
    expect(screen.queryByText(/50 points/)).not.toBeInTheDocument();
  });

  it('speaks the buyer language', async () => {
    fakeApi({ [CURRENT_USER]: () => buyer({ nickname: null }) });
    await renderProfile('zh-CN');
    expect(await screen.findByText('完善个人资料，最高可获得 50 积分。')).toBeInTheDocument();
    expect(screen.getByText('昵称', { selector: 'dt' }).nextElementSibling).toHaveTextContent('未填写');
  });

  it('asks a visitor without a session to log in and come back', async () => {
    fakeApi({ [CURRENT_USER]: () => null });
    await renderProfile();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fbuyer%2Fprofile');
  });

  it('says plainly when the profile cannot be loaded, and retries on request', async () => {
    let failing = true;
    fakeApi({ [CURRENT_USER]: () => (failing ? serverError() : buyer()) });
    await renderProfile();
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('anna@example.com')).toBeInTheDocument();
  });
});

describe('profile completeness (spec: every field but the avatar)', () => {
  const detail = { userDetail: { gender: 2 as const, birthday: '1990-05-17' } };
  const complete = buyer(detail, { city: 'Hamburg', gender: 'FEMALE' });
  it('is complete with every field filled', () => expect(isProfileComplete(complete)).toBe(true));
  it('is complete without an avatar', () => expect(isProfileComplete({ ...complete, avatarUrl: null })).toBe(true));
  it.each([
    ['nickname', buyer({ ...detail, nickname: ' ' }, { city: 'Hamburg', gender: 'FEMALE' })],
    ['first name', buyer(detail, { firstName: null, city: 'Hamburg', gender: 'FEMALE' })],
    ['last name', buyer(detail, { lastName: '', city: 'Hamburg', gender: 'FEMALE' })],
    ['gender (0 is unknown)', buyer({ userDetail: { gender: 0, birthday: '1990-05-17' } }, { city: 'Hamburg', gender: null })],
    ['birthday', buyer({ userDetail: { gender: 2, birthday: null } }, { city: 'Hamburg', gender: 'FEMALE' })],
    ['city', buyer(detail, { city: null, gender: 'FEMALE' })],
  ])('is incomplete without the %s', (_field, user) => expect(isProfileComplete(user)).toBe(false));
});

describe('the avatar', () => {
  const NEW_URL = '/media/uploads/00000000-0000-0000-0000-000000000002';
  const AVATAR_CALL = accountCalls.updateAvatar.path.replace('{product}', 'mall');

  it('is shown at 130×130, the default picture too', async () => {
    fakeApi({ [CURRENT_USER]: () => buyer({ avatarUrl: '/media/uploads/00000000-0000-0000-0000-000000000001' }) });
    const view = await renderProfile();
    const avatar = await screen.findByRole('img', { name: 'Your avatar' });
    expect(avatar).toHaveAttribute('width', '130');
    expect(avatar).toHaveAttribute('height', '130');
    view.unmount();
    fakeApi({ [CURRENT_USER]: () => buyer({ avatarUrl: null }) });
    await renderProfile();
    const fallback = await screen.findByRole('img', { name: 'Default avatar' });
    expect(fallback).toHaveAttribute('width', '130');
    expect(fallback).toHaveAttribute('height', '130');
  });

  it('is replaced by choosing a new picture, saved once with the new one and never deleted first', async () => {
    const api = fakeApi({
      [CURRENT_USER]: () => buyer({ avatarUrl: '/media/uploads/00000000-0000-0000-0000-000000000001' }),
      [mediaCalls.uploadAvatarImage.path]: () => ({ id: '00000000-0000-0000-0000-000000000002', url: NEW_URL, size: 1000, contentType: 'image/png' }),
      [AVATAR_CALL]: () => buyer({ avatarUrl: NEW_URL }),
    });
    await renderProfile();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Replace the picture'), new NodeFile([new Uint8Array(1000)], 'me.png', { type: 'image/png' }) as unknown as File);
    await screen.findByRole('img', { name: 'Your avatar' });
    await within(await screen.findByRole('region', { name: 'Avatar' })).findByRole('img', { name: 'Your avatar' });
    expect(api.bodiesOf(AVATAR_CALL)).toEqual([{ avatarUrl: NEW_URL }]);
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', NEW_URL);
  });
});
