import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'calculator', 'routes', 'route-detail', 'notifications'];

/**
 * Imports flow one way: lib → generated → api → components → features → app.
 * Features never import each other, and only src/api reads generated/.
 */
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Фичи не импортируют друг друга: общий код переносится в components/ или lib/.',
  })),
  {
    target: './src/!(api)/**',
    from: './generated',
    message: 'Только src/api импортирует generated/; используйте псевдонимы из src/api/schema.',
  },
  {
    target: ['./src/api', './src/lib', './src/components'],
    from: ['./src/features', './src/app'],
    message: 'Общий код не зависит от фич и приложения.',
  },
  {
    target: './src/lib',
    from: ['./src/api', './src/components'],
    message: 'src/lib — общий код нижнего слоя: он не зависит от API и компонентов.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Фичи не зависят от слоя приложения.',
  },
  {
    target: './src',
    from: './tests/backend',
    message: 'Встроенный бэкенд не попадает в сборку приложения.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'docs-dist',
      'node_modules',
      'generated',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // no-cycle reads the imported modules: TypeScript ones need the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // `const { version, ...rest } = route` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Cycles are ours to find: following node_modules too was 60 % of the lint's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Разметка из строк запрещена: только JSX.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['message', 'notification', 'Modal.confirm'],
              message: 'Статические вызовы antd не видят темы и локали: используйте App.useApp().',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'tests/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
