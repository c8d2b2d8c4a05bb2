import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// lucide-react's icons are client components: on a server page each one ships its drawing in
// the RSC payload and its base in every page's JavaScript. Icons come from our catalogue.
const lucideImports = {
  paths: ['lucide-react', 'lucide'].map((name) => ({
    name,
    message: "Import icons from '@/components/ui/icons'.",
  })),
  pattern: {
    group: ['lucide-react/*', 'lucide/*'],
    message: "Import icons from '@/components/ui/icons'.",
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // Icons come from our catalogue (lucideImports).
    ignores: [
      'components/ui/icon.tsx',
      'components/ui/icons.ts',
      'tests/unit/components/icons.test.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: lucideImports.paths,
          patterns: [lucideImports.pattern],
        },
      ],
    },
  },
  {
    // Dependencies point down: content is words and facts, and names an icon by key
    // (lib/icons.ts) for a component to draw; components do not reach into the route trees.
    // (ESLint takes one no-restricted-imports per file: content and components are not in the
    // icon block's files, whose Lucide rule this repeats.)
    files: ['content/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components/*', '@/app/*', '**/components/*', '**/app/*', 'lucide*'],
              message: 'Content is data: name an icon by key (lib/icons.ts), import from lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['components/ui/icon.tsx', 'components/ui/icons.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: lucideImports.paths,
          patterns: [
            lucideImports.pattern,
            {
              group: ['@/app/*', '**/app/*'],
              message: 'Components are used by the pages under app/, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
  ]),
]);
