import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { loadI18n } from '@mall/shared/testing';
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

  it("keeps the server's greeting while hydrating, with no mismatch, then greets by the visitor's own clock (issue 29: another time zone)", async () => {
    await loadI18n('en', ['shell']);
    act(() => useSession.getState().setUser(anna));
    // The server's clock said morning (its markup as the host's server draws it: firstScreen.test.ts); the visitor's, in another zone, says noon.
    const container = document.createElement('div');
    container.innerHTML = '<span class="shell-greeting">Good morning, Anna</span>';
    document.body.append(container);
    const span = container.querySelector('.shell-greeting');
    expect(span).toHaveTextContent('Good morning, Anna');
    const recoverable = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <Greeting now={at(12)} />, { onRecoverableError: recoverable }));
    expect(container.querySelector('.shell-greeting')).toBe(span);
    expect(span).toHaveTextContent('Good noon, Anna');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
