import { defineConfig } from 'vitest/config';

/** Browser journeys: the built app on a real server, driven in Chromium. Run by `npm run test:e2e`. */
export default defineConfig({
  test: {
    include: ['e2e/journeys/**/*.e2e.ts'],
    globalSetup: ['e2e/setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
