import { api } from '~/lib/api-client';

/**
 * Ends the session on the server, then loads the home page afresh so every part of the page
 * (header, cart) starts as a guest. A failed logout is only logged (spec §8).
 */
export async function logOut(): Promise<void> {
  try {
    await api.logout();
  } catch (err) {
    console.warn('Logout failed', err);
  }
  window.location.assign('/');
}
