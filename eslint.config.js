// ESLint flat config. typescript-eslint's type-aware rules need the compiler
// API, so the project pins TypeScript 6.0 (see docs/decisions.md).
import js from '@eslint/js'
import formatjs from 'eslint-plugin-formatjs'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { electronSecurityConfig } from './scripts/eslint/electron-security.mjs'

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'tls',
  'child_process',
  'url',
  'stream',
  'util',
  'events',
  'module',
  'worker_threads'
]

// docs/architecture.md, Processes and layers: a folder's name says which runtime its code may use.
const layer = (patterns, extra = [], paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns: [...patterns, ...extra] }]
})
const electronPath = (message) => [
  { name: 'electron', message },
  { name: 'electron-store', message }
]

const noElectronNoNode = [
  {
    group: nodeBuiltins,
    message: 'This layer must not import Node built-ins (docs/architecture.md, Processes and layers).'
  }
]
const noElectron = electronPath('This layer must not import electron (docs/architecture.md, Processes and layers).')
const noServer = {
  group: ['**/server/**', '../server', '../../server'],
  message: 'The app never imports the reference server.'
}
const noMain = { group: ['**/main/**', '**/src/main'], message: 'Only main may import main.' }
const noRenderer = { group: ['**/renderer/**'], message: 'Only the renderer may import the renderer.' }
// The tree is the plan (docs/architecture.md, The tree): core/ is plumbing and imports only core/; desktop/ draws
// the OS surfaces and imports only core/ and desktop/; a feature registers what it needs from its own folder.
// Nothing but app/ (the composition root) and electron/ (the adapters) imports the adapters.
const outOf = (folders, message) => ({
  group: folders.flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]),
  message
})
const noFeature = outOf(
  ['features', 'app'],
  'core/ and desktop/ never import a feature or the app (docs/architecture.md, The tree).'
)
const noDesktop = outOf(['desktop'], 'core/ never imports desktop/ (docs/architecture.md, The tree).')
const noAdapters = outOf(
  ['electron'],
  'Only app/ and electron/ import the Electron adapters (docs/architecture.md, The tree).'
)
const noMainButBoot = outOf(
  ['app', 'core', 'desktop', 'electron', 'features'],
  "boot/ is main's loader, built on its own: it imports only boot/ (docs/architecture.md, The tree)."
)
const mainElectron = electronPath(
  'Only src/main/electron/ may import electron (docs/architecture.md, Processes and layers).'
)

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node }
    },
    // One import order everywhere (docs/decisions.md): Node's own modules, packages, then our own
    // (@shared, then relative); `eslint --fix` writes it.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^@shared(/.*|$)'], ['^\\.']] }
      ],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A feature declares its body readers into FeatureReaders with `interface FeatureReaders extends TheirReaders {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/only-throw-error': 'off'
    }
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked
  },
  // Messages (docs/localisation.md): FormatJS's recommended checks on every message declared in src/ —
  // English words and a note for translators written out, valid ICU, placeholders passed, plurals by
  // the locale's rules. Literal text in the page's JSX is refused folder by folder below.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      ...Object.fromEntries(
        Object.entries(formatjs.configs.recommended.rules ?? {}).filter(
          ([rule]) => rule !== 'formatjs/no-literal-string-in-jsx'
        )
      ),
      'formatjs/no-invalid-icu': 'error'
    }
  },
  {
    // Every word of the page comes from a message: literal text in JSX, and in the props people read, is refused.
    files: ['src/renderer/src/**/*.{ts,tsx}'],
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,aria-label,aria-description,aria-valuetext}']] } }
      ]
    }
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: layer(noElectronNoNode, [noServer, noMain, noRenderer], noElectron)
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...layer(noElectronNoNode, [noServer, noMain], noElectron)
    }
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: layer(
      [{ group: nodeBuiltins, message: 'A sandboxed preload cannot use Node built-ins.' }],
      [noServer, noMain, noRenderer],
      [{ name: 'electron', importNames: ['ipcMain'], message: 'The preload only uses ipcRenderer.' }]
    )
  },
  {
    // Only the adapter folder talks to Electron; everything else in main is
    // plain Node so it runs under vitest and in the e2e harness.
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/electron/**'],
    rules: layer([], [noServer, noRenderer], mainElectron)
  },
  {
    files: ['src/main/boot/**/*.ts'],
    rules: layer([], [noServer, noRenderer, noMainButBoot], mainElectron)
  },
  {
    files: ['src/main/core/**/*.ts'],
    rules: layer([], [noServer, noRenderer, noFeature, noDesktop, noAdapters], mainElectron)
  },
  {
    files: ['src/main/desktop/**/*.ts'],
    rules: layer([], [noServer, noRenderer, noFeature, noAdapters], mainElectron)
  },
  {
    files: ['src/main/features/**/*.ts'],
    rules: layer([], [noServer, noRenderer, noAdapters], mainElectron)
  },
  {
    // ipcMain is used in exactly one file: the contract plumbing.
    files: ['src/main/electron/**/*.ts'],
    ignores: ['src/main/electron/register-ipc.ts'],
    rules: layer(
      [],
      [noServer, noRenderer],
      [
        {
          name: 'electron',
          importNames: ['ipcMain', 'ipcRenderer'],
          message: 'Register IPC only through src/main/electron/register-ipc.ts (the contract plumbing).'
        }
      ]
    )
  },
  // The Electron security lint (docs/security.md): what no line under src/ may do to the window or TLS.
  ...electronSecurityConfig(),
  {
    // Asymmetric matchers (expect.stringMatching, expect.any) are typed `any`.
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' }
  },
  {
    files: ['server/**/*.ts'],
    rules: layer([{ group: ['**/src/**'], message: 'The reference server stands alone: it does not import the app.' }])
  }
)
