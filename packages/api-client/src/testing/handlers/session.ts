import type { LogoutResponse, TokenResponse } from '@shop/types';
import { route } from '../route';

/** The session: the CSRF token every state-changing call asks for first, and logout. */
export const session = {
  token: route<TokenResponse>('GET', '/token'),
  logout: route<LogoutResponse>('GET', '/logout'),
};

/** Installed by mockApiServer in every suite: the token call always answers. */
export const sessionHandlers = [session.token({ csrfToken: 'test-token' })];
