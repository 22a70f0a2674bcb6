import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the server suite runs in Node against the real app on port 0;
// the web suite renders components in jsdom with msw serving the real schema.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
