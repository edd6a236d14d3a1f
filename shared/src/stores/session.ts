import { create } from 'zustand';
import type { User } from '../contract/auth';

/** `unknown` until the shell has asked the server who is logged in. */
export type LoginState = 'unknown' | 'loggedOut' | 'tourist' | 'buyer';

interface SessionState {
  user: User | null;
  loginState: LoginState;
  setUser(user: User | null): void;
  clear(): void;
}

export const loginStateOf = (user: User | null): LoginState =>
  user === null ? 'loggedOut' : user.isTourist ? 'tourist' : 'buyer';

export const useSession = create<SessionState>()((set) => ({
  user: null,
  loginState: 'unknown',
  setUser: (user) => set({ user, loginState: loginStateOf(user) }),
  clear: () => set({ user: null, loginState: 'loggedOut' }),
}));

export const selectIsTourist = (s: SessionState) => s.user?.isTourist === true;
export const selectIsLoggedIn = (s: SessionState) => s.loginState === 'buyer' || s.loginState === 'tourist';
