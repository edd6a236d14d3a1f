import { act, screen } from '@testing-library/react';
import { changeLanguage, useSession } from '@mall/shared';
import { type User } from '@mall/shared/contract';
import { Greeting } from './Greeting';
import { renderShell } from '../testing';

const at = (hour: number) => () => new Date(2026, 10, 22, hour, 30);
const anna: User = { id: 1, nickname: 'Anna', username: null, email: 'a@b.de', mobile: null, prefix: null, isTourist: false, extra: { firstName: null, lastName: null, city: null, gender: null } };

describe('the greeting in the top bar', () => {
  afterEach(() => act(() => useSession.getState().setUser(null)));

  it('greets a logged-in buyer by name, by the hour', async () => {
    act(() => useSession.getState().setUser(anna));
    await renderShell(<Greeting now={at(12)} />);
    expect(screen.getByText('Good noon, Anna')).toBeInTheDocument();
  });

  it('welcomes a visitor without a name', async () => {
    act(() => useSession.getState().setUser(null));
    await renderShell(<Greeting now={at(19)} />);
    expect(screen.getByText('Good evening, welcome')).toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    act(() => useSession.getState().setUser(anna));
    await renderShell(<Greeting now={at(9)} />);
    await act(() => changeLanguage('zh-CN'));
    expect(await screen.findByText('早上好，Anna')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });
});
