/** Jest runs the TypeScript sources as ESM (NODE_OPTIONS=--experimental-vm-modules, see package.json). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { useESM: true, tsconfig: 'tsconfig.test.json', diagnostics: { ignoreCodes: [151002] } },
    ],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // The run's own temp folder, which must be empty again at the end (__tests__/setup/).
  globalSetup: '<rootDir>/__tests__/setup/temp-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/setup/temp-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 2,
};
