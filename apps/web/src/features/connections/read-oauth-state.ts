/**
 * The shop an OAuth `state` was started for. The state is `<payload>.<signature>` with a base64url
 * JSON payload (not secret; the server checks the signature): the return page reads the shop to
 * call that shop's route. Null for anything that is not such a state.
 */
export function readOauthStateShop(state: string | null): string | null {
  const payload = state?.split('.')[0];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = JSON.parse(json) as { s?: unknown };
    return typeof parsed.s === 'string' && /^[0-9a-f-]{36}$/i.test(parsed.s) ? parsed.s : null;
  } catch {
    return null;
  }
}
