import { create } from 'zustand';
import { User, USER_STORAGE_KEY } from '@shop/shared';

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

/** The user cached by an earlier visit, if it still parses. */
export function cachedUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    const parsed = raw ? User.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const isAdmin = (user: User | null) => user?.role === 'admin';
