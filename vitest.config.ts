import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

const serverProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    environment: 'node' as const,
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/globalSetup.ts'],
    provide: { dbDriver: driver },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          // Component tests drive antd in jsdom: a few seconds each on an idle two-core machine, several times
          // that when the machine is busy. The limit catches hangs, not slowness (docs/performance.md tracks speed).
          testTimeout: 60_000,
        },
      },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
    ],
  },
});
