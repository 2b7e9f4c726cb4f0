/** TanStack Query keys of scheduled imports; a shop's schedules and runs sit under ['import-schedules', shopId]. */
export const importScheduleKeys = {
  shop: (shopId: string) => ['import-schedules', shopId] as const,
  // The server writes run messages in the UI's language, so the language is part of the key.
  list: (shopId: string, language: string) => ['import-schedules', shopId, 'list', language] as const,
  runs: (shopId: string, language: string) => ['import-schedules', shopId, 'runs', language] as const,
  /** The signed-in user's runs across shops (the live stream's data). */
  mine: (language: string) => ['import-runs', 'mine', language] as const,
};
