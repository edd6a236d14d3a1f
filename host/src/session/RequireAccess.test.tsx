import { act, screen } from '@testing-library/react';
import { useSession } from '@mall/shared';
import { type User } from '@mall/shared/contract';
import { RequireAccess } from './RequireAccess';
import { renderShell } from '../testing';

const user = (isTourist: boolean): User => ({
  id: 1, nickname: 'Anna', username: null, email: 'a@b.de', mobile: null, prefix: null, isTourist,
  extra: { firstName: null, lastName: null, city: null, gender: null },
});

async function visit(access: 'public' | 'session' | 'buyer', who: User | null) {
  act(() => useSession.getState().setUser(who));
  await renderShell(<RequireAccess access={access}><p>the page</p></RequireAccess>, { route: '/buyer/orders?status=unpaid', path: '/buyer/orders' });
}

describe('who may see which page', () => {
  it('asks a logged-out visitor to log in and come back', async () => {
    await visit('buyer', null);
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fbuyer%2Forders%3Fstatus%3Dunpaid');
  });

  it('asks a guest to log in for buyer-only pages', async () => {
    await visit('buyer', user(true));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=');
  });

  it('admits a guest where a session is enough', async () => {
    await visit('session', user(true));
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('admits a logged-in buyer', async () => {
    await visit('buyer', user(false));
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('shows public pages to anyone', async () => {
    await visit('public', null);
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});
