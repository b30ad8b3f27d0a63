import { create } from 'zustand';
import { SESSION_HINT_COOKIE, type User } from '@shop/shared';
import { USER_STORAGE_KEY } from '../config/settings';
import { loadContracts } from './contracts';

/** User or null, isAuthenticated, isLoading (starts true). */
export type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  setLoading: () => void;
  /** Stores the user in state and in local storage under `user`. */
  setUser: (user: User) => void;
  /** Forgets the user in state and in local storage. */
  clearUser: () => void;
};

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  isAuthenticated: false,
  isLoading: true,
  setLoading: () => set({ isLoading: true }),
  setUser: (user) => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    set({ user, isAuthenticated: true, isLoading: false });
  },
  clearUser: () => {
    localStorage.removeItem(USER_STORAGE_KEY);
    set({ user: null, isAuthenticated: false, isLoading: false });
  },
}));

/** The signed-in user once the session is known (null for a visitor): waits while it is being checked. */
export function whenSessionKnown(): Promise<User | null> {
  const answer = (state: AuthState) => (state.isAuthenticated ? state.user : null);
  const now = useAuthStore.getState();
  if (!now.isLoading) return Promise.resolve(answer(now));
  return new Promise((resolve) => {
    const stop = useAuthStore.subscribe((state) => {
      if (state.isLoading) return;
      stop();
      resolve(answer(state));
    });
  });
}

/** The user cached by an earlier visit, if it still parses. */
export async function cachedUser(): Promise<User | null> {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed = (await loadContracts()).User.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser may hold a session: the server's session hint cookie, or a user cached by
 * an earlier visit (a session started before the hint existed). Without either the page is a
 * visitor's and asks the server nothing that needs a session.
 */
export function mayHaveSession(): boolean {
  const hint = document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
  if (hint) return true;
  try {
    return localStorage.getItem(USER_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export const isAdmin = (user: User | null) => user?.role === 'admin';
