import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jest from 'eslint-plugin-jest';

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'coverage/**', '.gate/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        AbortController: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // Type-aware rules where a mistake changes a verdict: a promise nobody awaits (a stage that
    // "finished" before its program did), a promise passed where a boolean is read, an await of a
    // non-promise, a switch over a union that forgets a member.
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    // A test must be able to fail: every test asserts (directly or through the named helpers that
    // assert), none is focused or skipped by accident, every expect is completed.
    files: ['__tests__/**/*.ts'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      'jest/expect-expect': [
        'error',
        {
          assertFunctionNames: [
            'expect',
            'expect*',
            'assert*',
            'check*Property',
            'fc.assert',
            'notFalsifiable',
          ],
        },
      ],
      // Conditional expects are how the table-driven tests read; expects inside helpers defined in a
      // describe (a shared check several tests call) are still inside tests when they run.
      'jest/no-conditional-expect': 'off',
      'jest/no-standalone-expect': 'off',
      // A describe named by a typed constant (a catalog check's name) is a string the checker cannot see.
      'jest/valid-title': ['error', { ignoreTypeOfDescribeName: true }],
    },
  },
);
