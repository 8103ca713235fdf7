import type { LoginBody, User } from '@quizmaker/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authApi, authKeys, meQuery } from '../../api/auth.ts';
import { FORCE_LOGOUT_EVENT } from '../../api/http.ts';
import { tokens } from '../../api/tokens.ts';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Signs in, then loads the user; if that load fails the tokens are cleared and the error rethrown. */
  login: (body: LoginBody) => Promise<User>;
  /** Ends the login on the server and clears the tokens even if that call fails. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The session state of spec 1 section 4, built on the current-user query. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [hasTokens, setHasTokens] = useState(() => tokens.hasSession());
  const me = useQuery({ ...meQuery(), enabled: hasTokens });

  // Stored tokens whose user cannot be read are a session that has ended (the status says anonymous):
  // they are forgotten. A sign-in reads the user afresh, which ends this state.
  const sessionLost = hasTokens && me.isError;
  useEffect(() => {
    if (sessionLost) {
      tokens.clear();
    }
  }, [sessionLost]);

  useEffect(() => {
    const onForcedLogout = () => {
      setHasTokens(false);
      client.clear();
    };
    window.addEventListener(FORCE_LOGOUT_EVENT, onForcedLogout);
    return () => window.removeEventListener(FORCE_LOGOUT_EVENT, onForcedLogout);
  }, [client]);

  const login = useCallback(
    async (body: LoginBody) => {
      const pair = await authApi.login(body);
      tokens.set(pair);
      try {
        const user = await client.query({ ...meQuery(), staleTime: 0 });
        setHasTokens(true);
        return user;
      } catch (error) {
        tokens.clear();
        client.removeQueries({ queryKey: authKeys.me() });
        throw error;
      }
    },
    [client],
  );

  const logout = useCallback(async () => {
    const refreshToken = tokens.refreshToken();
    try {
      if (refreshToken) {
        await authApi.logout(refreshToken);
      }
    } catch {
      // the tokens go anyway
    } finally {
      tokens.clear();
      setHasTokens(false);
      client.clear();
    }
  }, [client]);

  const status: AuthStatus = !hasTokens
    ? 'anonymous'
    : me.isSuccess
      ? 'authenticated'
      : me.isError
        ? 'anonymous'
        : 'loading';
  const user = status === 'authenticated' ? (me.data ?? null) : null;
  const value = useMemo(() => ({ status, user, login, logout }), [status, user, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth needs an AuthProvider');
  }
  return value;
}
