/** The account an API-key connection reaches, saved when the key was checked; null before. */
export function readApiKeyAccount(
  settings: Record<string, unknown> | null,
): { id: string; name: string } | null {
  const account = settings?.account as { id?: unknown; name?: unknown } | undefined;
  return account && typeof account.id === 'string' && typeof account.name === 'string'
    ? { id: account.id, name: account.name }
    : null;
}
