/** TanStack Query keys of background jobs; a shop's jobs and schedules sit under ['jobs', shopId]. */
export const jobKeys = {
  shop: (shopId: string) => ['jobs', shopId] as const,
  // The server writes error messages in the UI's language, so the language is part of the key.
  list: (shopId: string, language: string) => ['jobs', shopId, 'list', language] as const,
  schedules: (shopId: string) => ['jobs', shopId, 'schedules'] as const,
  /** The signed-in user's summary across shops (the header indicator's live data). */
  summary: () => ['jobs', 'summary'] as const,
};
