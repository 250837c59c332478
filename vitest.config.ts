import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'core/**/*.test.ts',
      'resources/**/*.test.{ts,tsx}',
      'dataProvider/**/*.test.ts',
      'authProvider/**/*.test.ts',
      'i18n/**/*.test.{ts,tsx}',
      'gateway/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/gateway/**/*.test.ts',
      'tests/build/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
