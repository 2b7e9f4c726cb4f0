/**
 * One refresh of a shop at a time within this process, for the whole of a refresh that commits in
 * several transactions (refreshShopRollupsInSteps). The advisory lock each of those transactions
 * takes ends with it, so it cannot keep a second refresh from claiming marks between two steps of
 * the first and then have them deleted by the first's last step before it did their work. On the
 * embedded database one process owns the data directory, so a lock in memory covers every
 * refresh there is.
 */
const running = new Map<string, Promise<unknown>>();

export async function withShopRefreshLock<T>(shopId: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    const current = running.get(shopId);
    if (!current) break;
    await current.catch(() => {});
  }
  const done = work();
  running.set(shopId, done);
  try {
    return await done;
  } finally {
    if (running.get(shopId) === done) running.delete(shopId);
  }
}
