/** Sign-in with e-mail, password and the TOTP code; the session is the server's (an HttpOnly cookie). */
import type { AuthProvider } from 'react-admin';

import { api, ApiError } from './api';

interface Session {
  staff: { id: number; email: string; name: string; role: string };
  permissions: string[];
}

let current: Promise<Session> | null = null;

const session = () =>
  (current ??= api<Session>('/session').catch((error: unknown) => {
    current = null;
    throw error;
  }));

export const authProvider: AuthProvider = {
  async login({ email, password, code }: { email: string; password: string; code: string }) {
    current = null;
    const signedIn = await api<Session>('/session', {
      method: 'POST',
      body: { email, password, code },
    });
    current = Promise.resolve(signedIn);
  },
  async logout() {
    current = null;
    await api('/session', { method: 'DELETE' }).catch(() => undefined);
  },
  async checkAuth() {
    await session();
  },
  async checkError(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      current = null;
      throw error;
    }
  },
  async getIdentity() {
    // No fullName: the user menu stays an icon button whose name is its label (WCAG 2.5.3, label in name).
    const { staff } = await session();
    return { id: staff.id };
  },
  /** None when signed out: react-admin then shows the sign-in page rather than waiting for them. */
  async getPermissions() {
    return session().then(
      ({ permissions }) => permissions,
      () => [],
    );
  },
};
