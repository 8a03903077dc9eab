// https://eslint.org/docs/latest/use/configure/configuration-files
// Syntax-only rules (no type information) so `npm run lint` stays fast; `tsc --noEmit` does the
// type checking.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const code = ['{admin,pages,components,islands,behaviours,renderer,content,forms,functions,scripts,tooling,tests,schemas}/**/*.{ts,tsx}', '*.{ts,js}']

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-work/**',
      'node_modules/**',
      'public/**',
      '.netlify/**',
      '.outbox/**',
      'tests/artifacts/**',
      '**/*.generated.ts',
      'schemas/types.generated.ts',
    ],
  },
  {
    files: code,
    extends: [js.configs.recommended, tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: {
      // Pages and islands run in the browser; everything is also prerendered or run in Node.
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter kept for its position (Vike hooks, handlers
      // with a fixed signature), as `noUnusedParameters` in tsconfig.json also allows.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Comparison tables keep explicit table roles (role="row", "rowgroup", "cell"...) because
      // below 760 px CSS restyles their rows as cards, and a table whose display is changed
      // loses its table semantics in browsers unless the roles are spelt out.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], thead: ['rowgroup'], tbody: ['rowgroup'] }],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { tr: ['none', 'presentation', 'row'], td: ['cell'] }],
      // A modal <dialog> closes on a click on its backdrop (a click on the element itself);
      // keyboard users close it with Escape, which <dialog> handles natively.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
          alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          body: ['onError', 'onLoad'],
          dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress', 'onClick'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
    },
  },
  {
    // React code only: elsewhere `use…` functions are test set-up helpers (useE2E, useRealSmtp)
    // or plain functions (content/server/check's useOneOf), not React hooks.
    files: ['{pages,components,islands,renderer}/**/*.{ts,tsx}', '**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The site is prerendered and hydrated without the React Compiler. Browser-only state
      // (today's date, prefers-reduced-motion, the address's ?category=) is read in an effect
      // after hydration so the first render matches the prerendered HTML.
      'react-hooks/set-state-in-effect': 'off',
      // Reports every property of a hook's result that holds a ref (useEnquiryForm's
      // captchaRef makes form.submitting "a ref") and the latest-callback pattern
      // (`stepRef.current = step` during render); both are safe without the compiler.
      'react-hooks/refs': 'off',
    },
  },
)
