import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Every type assertion in production code (`x as T`, `<T>x`; not `as const`) says why it is safe
 * in a comment on its line or the line before (ADR 032). `x as unknown as T` needs one comment.
 */
const explainedCast = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      why: 'Say why this type assertion is safe in a comment on its line or the line before.',
    },
  },
  create(context) {
    const commented = new Set();
    for (const c of context.sourceCode.getAllComments()) {
      for (let line = c.loc.start.line; line <= c.loc.end.line; line++) commented.add(line);
    }
    const check = (node) => {
      const type = node.typeAnnotation;
      if (type.type === 'TSTypeReference' && type.typeName.name === 'const') return;
      if (node.parent.type === 'TSAsExpression' && node.parent.expression === node) return;
      const lines = [type.loc.start.line, node.loc.start.line];
      if (lines.some((line) => commented.has(line) || commented.has(line - 1))) return;
      context.report({ node, messageId: 'why' });
    };
    return { TSAsExpression: check, TSTypeAssertion: check };
  },
};

/**
 * Shopper-facing text comes from the message catalogue (ADR 107): no letters written as JSX text,
 * and no literal in an attribute a shopper reads or hears (`aria-label`, `placeholder`, `title`,
 * `alt`). eslint-plugin-react's `jsx-no-literals` does this but does not run on ESLint 10, and
 * eslint-plugin-lingui's `no-unlocalized-strings` flags every string (icon names, keys, event
 * names), so the shop keeps this one.
 */
const SHOPPER_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'placeholder',
  'title',
  'alt',
]);
const LETTERS = /\p{L}/u;
const noInlineText = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      text: "Shopper-facing text comes from the catalogue: t('<namespace>.<name>') (docs/languages.md).",
    },
  },
  create(context) {
    return {
      JSXText(node) {
        if (LETTERS.test(node.value)) context.report({ node, messageId: 'text' });
      },
      JSXAttribute(node) {
        if (!SHOPPER_ATTRIBUTES.has(node.name.name)) return;
        const value =
          node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const literal =
          (value?.type === 'Literal' && typeof value.value === 'string' && value.value) ||
          (value?.type === 'TemplateLiteral' && value.quasis.map((q) => q.value.cooked).join(''));
        if (literal && LETTERS.test(literal)) context.report({ node, messageId: 'text' });
      },
    };
  },
};

/**
 * The storefront's components, in the catalogue in both languages: the rule above holds there.
 * The back office stays English (ADR 107), so routes/admin and features/admin are not listed.
 */
export const TRANSLATED_FOLDERS = [
  'apps/web/app/root.tsx',
  // Every storefront route; the back office's are under routes/admin.
  'apps/web/app/routes/*.tsx',
  // Shared by the storefront and the back office: the shopper's words reach them as props.
  'apps/web/app/components/**/*.tsx',
  'apps/web/app/lib/**/*.tsx',
  // Every feature but the back office (admin) and its Web Vitals card (vitals). A new feature
  // folder is named here when it is a storefront one.
  'apps/web/app/features/{account,cart,catalogue,checkout,contact,content,home,layout,orders,quotes,returns,reviews,wishlist}/**/*.tsx',
];

/**
 * The server's HTTP edge (ADR 034): route and plugin registrations, cross-cutting plugins and the
 * page renderer. Only these, and the request-parsing helpers in lib, may answer with an
 * HttpError; everything else throws the domain errors of lib/domain-errors.ts.
 */
const HTTP_EDGE = [
  'apps/server/src/app.ts',
  'apps/server/src/**/routes.ts',
  'apps/server/src/**/plugin.ts',
  'apps/server/src/plugins/**',
  'apps/server/src/ssr/**',
  // The route contracts (ADR 033): validators and the pieces routes share.
  'apps/server/src/lib/route-contracts.ts',
  'apps/server/src/lib/request-validation.ts',
  'apps/server/src/**/route-parts.ts',
];

/**
 * The cross-feature imports allowed (ADR 091): [importing feature, feature imported], always
 * through the imported feature's index.ts. Each says why the one needs the other.
 */
const CROSS_FEATURE = [
  // Add to Cart on product cards and the product page posts the cart's forms.
  ['catalogue', 'cart'],
  // The heart on product cards posts the wishlist's forms and shows what is saved.
  ['catalogue', 'wishlist'],
  // The header shows the cart's and the wishlist's counts on every page.
  ['layout', 'cart'],
  ['layout', 'wishlist'],
  // The header's account menus: the account's links and its log-out form.
  ['layout', 'account'],
  // The back office's shell signs staff out with the account's log-out form.
  ['admin', 'account'],
  // Checkout shows the cart's lines and totals, and ships to the account's address book.
  ['checkout', 'cart'],
  ['checkout', 'account'],
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Outcomes are said in the page and questions asked in its own dialogs (issue 12).
      'no-alert': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { 'explained-cast': explainedCast } } },
    rules: { 'local/explained-cast': 'error' },
  },
  {
    files: TRANSLATED_FOLDERS,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18n: { rules: { 'no-inline-text': noInlineText } } },
    rules: { 'i18n/no-inline-text': 'error' },
  },
  {
    // Shared code is pure: no I/O and no imports from the apps. The page context's key is React
    // Router's context object, made once for the server and the web build alike.
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/src/ssr/page-context-key.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@shop/server*', '@shop/web*', 'fs', 'path', 'react', 'react-*'] },
      ],
    },
  },
  {
    // Schemas that reach the browser are built with validation/z.ts (jitless there, for the CSP).
    files: ['packages/shared/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
    ignores: ['packages/shared/src/validation/z.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from '@shop/shared/validation/z' (or ../validation/z).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Services, repositories and scripts throw domain errors; the HTTP edge maps them (ADR 034).
    files: ['apps/server/src/**/*.ts', 'apps/server/scripts/**/*.ts'],
    ignores: [...HTTP_EDGE, 'apps/server/src/lib/http-error.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/http-error'],
              message:
                'Throw a domain error from lib/domain-errors (ADR 034); HttpError is for routes and plugins.',
            },
          ],
        },
      ],
    },
  },
  {
    // Nor do they see requests or replies: from fastify they take only the logger's type.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    ignores: [
      ...HTTP_EDGE,
      'apps/server/src/modules/admin/guard.ts',
      'apps/server/src/modules/admin/uploads/static.ts',
      'apps/server/src/modules/auth/session-cookie.ts',
      'apps/server/src/modules/cart/cart-cookie.ts',
      '**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              allowImportNames: ['FastifyBaseLogger'],
              message: 'Keep HTTP in routes and plugins (ADR 034); services take only the logger.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to post a form (ADR 090): features and routes read a posted form through the form
    // kit (handleForm, readForm, postedIntent, the post-back helpers in components/form) and
    // call the server through the api-client (lib/api-client.ts), never by hand.
    files: ['apps/web/app/features/**/*.{ts,tsx}', 'apps/web/app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(get|getAll|has)$/][callee.object.name=/^(form|formData)$/]',
          message:
            'Read a posted form with its shared schema through the form kit (handleForm, readForm, postedIntent in components/form/shop-form.ts; ADR 090).',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(get|getAll|has)$/][callee.object.property.name='formData']",
          message:
            'Read forms on their way with postsOnTheirWay (components/form/post-back-form.tsx; ADR 090).',
        },
        {
          selector:
            "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch']",
          message:
            'Post a form to a route action through the form kit, or call the API through lib/api-client.ts (ADR 090); never fetch() by hand.',
        },
      ],
    },
  },
  {
    // Feature boundaries (ADR 052, 091): a feature folder imports itself, the shared components/
    // and lib/, and only the features on CROSS_FEATURE below, through their public index.ts;
    // routes compose features; components/ and lib/ import no feature or route. Checked by
    // eslint-plugin-boundaries on resolved imports (the ~/ alias included).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/web/app/features/*', capture: ['feature'] },
        { type: 'route', pattern: 'apps/web/app/routes' },
        { type: 'shared', pattern: 'apps/web/app/(components|lib)' },
      ],
      // A feature's public entry: the one file another feature may import.
      'boundaries/files': [{ category: 'entry', pattern: 'apps/web/app/features/*/index.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { types: { anyOf: ['feature', 'route'] } } },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            ...CROSS_FEATURE.map(([from, to]) => ({
              from: { element: { type: 'feature', captured: { feature: from } } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { feature: to } },
                  file: { categories: 'entry' },
                },
              },
            })),
            {
              from: { element: { type: 'shared' } },
              disallow: {
                to: { element: { types: { anyOf: ['feature', 'route'] } } },
              },
            },
          ],
        },
      ],
    },
  },
);
