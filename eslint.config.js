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
 * Folders whose components are in the catalogue, both languages: the rule above holds there. A
 * folder joins once its strings are converted (docs/languages.md); the back office stays English.
 */
export const TRANSLATED_FOLDERS = [
  'apps/web/app/root.tsx',
  'apps/web/app/features/layout/**/*.tsx',
  'apps/web/app/lib/i18n/**/*.tsx',
  'apps/web/app/routes/home.tsx',
  'apps/web/app/features/home/hero.tsx',
  'apps/web/app/features/home/closing-cta.tsx',
  'apps/web/app/features/catalogue/breadcrumb.tsx',
  'apps/web/app/features/catalogue/stock-status.tsx',
  'apps/web/app/features/catalogue/product-shelf.tsx',
  'apps/web/app/features/catalogue/purchase-buttons.tsx',
  'apps/web/app/features/catalogue/wishlist-button.tsx',
  'apps/web/app/features/catalogue/quick-view-button.tsx',
  'apps/web/app/routes/products.tsx',
  'apps/web/app/features/catalogue/active-filters.tsx',
  'apps/web/app/features/catalogue/empty-results.tsx',
  'apps/web/app/features/catalogue/filter-options.tsx',
  'apps/web/app/features/catalogue/filter-panel.tsx',
  'apps/web/app/features/catalogue/filters.tsx',
  'apps/web/app/features/catalogue/pagination.tsx',
  'apps/web/app/features/catalogue/product-results.tsx',
  'apps/web/app/features/catalogue/sort-select.tsx',
  'apps/web/app/features/catalogue/view-toggle.tsx',
  'apps/web/app/features/catalogue/hidden-params.tsx',
  'apps/web/app/components/ui/price.tsx',
  'apps/web/app/components/ui/rating.tsx',
  'apps/web/app/routes/product.tsx',
  'apps/web/app/features/catalogue/product-gallery.tsx',
  'apps/web/app/features/catalogue/product-tabs.tsx',
  'apps/web/app/features/catalogue/purchase-panel.tsx',
  'apps/web/app/features/catalogue/quantity-prices.tsx',
  'apps/web/app/features/catalogue/quantity-stepper.tsx',
  'apps/web/app/features/catalogue/quick-view.tsx',
  'apps/web/app/features/catalogue/discount-badge.tsx',
  'apps/web/app/features/catalogue/related-products.tsx',
  'apps/web/app/features/catalogue/trust-badges.tsx',
  'apps/web/app/features/catalogue/product-card.tsx',
  'apps/web/app/features/catalogue/card-media.tsx',
  'apps/web/app/features/checkout/delivery-check.tsx',
  'apps/web/app/features/reviews/reviews-section.tsx',
  'apps/web/app/features/reviews/rating-summary.tsx',
  'apps/web/app/features/reviews/review-list.tsx',
  'apps/web/app/routes/cart.tsx',
  'apps/web/app/features/cart/cart-line.tsx',
  'apps/web/app/features/cart/band-note.tsx',
  'apps/web/app/features/cart/order-summary.tsx',
  'apps/web/app/features/cart/added-notice.tsx',
  'apps/web/app/routes/wishlist.tsx',
  'apps/web/app/features/wishlist/remove-button.tsx',
  'apps/web/app/features/wishlist/saved-notice.tsx',
  'apps/web/app/features/wishlist/wishlist-states.tsx',
  'apps/web/app/routes/quick-order.tsx',
  'apps/web/app/features/cart/quick-order-form.tsx',
  'apps/web/app/routes/quotes.tsx',
  'apps/web/app/routes/quote-new.tsx',
  'apps/web/app/routes/quote.tsx',
  'apps/web/app/features/quotes/**/*.tsx',
  'apps/web/app/routes/confirm-cod.tsx',
  'apps/web/app/features/orders/cod-confirmation-screen.tsx',
  'apps/web/app/routes/delivery-problem.tsx',
  'apps/web/app/features/orders/delivery-problem-screen.tsx',
  'apps/web/app/routes/buy-now.tsx',
  'apps/web/app/routes/checkout.tsx',
  'apps/web/app/features/checkout/checkout-screen.tsx',
  'apps/web/app/features/checkout/step-indicator.tsx',
  'apps/web/app/features/checkout/shipping-step.tsx',
  'apps/web/app/features/checkout/payment-step.tsx',
  'apps/web/app/features/checkout/delivery-options.tsx',
  'apps/web/app/features/checkout/review-step.tsx',
  'apps/web/app/features/checkout/checkout-cart-summary.tsx',
  'apps/web/app/features/account/address-fields.tsx',
  'apps/web/app/routes/login.tsx',
  'apps/web/app/features/account/login-screen.tsx',
  'apps/web/app/features/account/auth-form.tsx',
  'apps/web/app/features/account/social-sign-in.tsx',
  'apps/web/app/components/form/password-field.tsx',
  'apps/web/app/routes/account.tsx',
  'apps/web/app/features/account/account-screen.tsx',
  'apps/web/app/features/account/account-prompt.tsx',
  'apps/web/app/routes/order.tsx',
  'apps/web/app/features/orders/order-detail.tsx',
  'apps/web/app/features/orders/order-detail-parts.tsx',
  'apps/web/app/features/orders/status-badge.tsx',
  'apps/web/app/routes/track-order.tsx',
  'apps/web/app/routes/forgot-password.tsx',
  'apps/web/app/routes/reset-password.tsx',
  'apps/web/app/features/account/forgot-password-form.tsx',
  'apps/web/app/features/account/reset-password-form.tsx',
  'apps/web/app/features/account/new-password-fields.tsx',
  'apps/web/app/features/account/auth-card.tsx',
  'apps/web/app/features/orders/pay-now-button.tsx',
  'apps/web/app/features/orders/payment-failed.tsx',
  'apps/web/app/features/orders/pay-by.tsx',
  'apps/web/app/features/orders/bank-transfer-panel.tsx',
  'apps/web/app/features/orders/verification-pending-notice.tsx',
  'apps/web/app/components/ui/confirm-dialog.tsx',
  'apps/web/app/features/account/profile-tab.tsx',
  'apps/web/app/features/account/profile-view.tsx',
  'apps/web/app/features/account/profile-form.tsx',
  'apps/web/app/features/account/delivery-fields.tsx',
  'apps/web/app/features/account/billing-fields.tsx',
  'apps/web/app/features/account/settings-tab.tsx',
  'apps/web/app/features/account/change-password-form.tsx',
  'apps/web/app/features/orders/orders-tab.tsx',
  'apps/web/app/features/orders/order-list.tsx',
  'apps/web/app/features/orders/order-confirmation.tsx',
  'apps/web/app/routes/unsubscribe.tsx',
  'apps/web/app/features/account/unsubscribe-screen.tsx',
  'apps/web/app/features/account/addresses-tab.tsx',
  'apps/web/app/features/account/address-form.tsx',
  'apps/web/app/features/returns/order-returns.tsx',
  'apps/web/app/features/orders/track-order-form.tsx',
  'apps/web/app/features/home/faq-section.tsx',
  'apps/web/app/features/home/stats-strip.tsx',
  'apps/web/app/features/home/featured-categories.tsx',
  'apps/web/app/features/home/why-choose-us.tsx',
  'apps/web/app/features/home/testimonials-section.tsx',
  'apps/web/app/features/home/testimonial-carousel.tsx',
  'apps/web/app/routes/help.tsx',
  'apps/web/app/features/content/faq-accordion.tsx',
  'apps/web/app/features/content/prose-layout.tsx',
  'apps/web/app/features/content/policy-document.tsx',
  'apps/web/app/routes/contact.tsx',
  'apps/web/app/features/contact/contact-form.tsx',
  'apps/web/app/features/contact/store-details.tsx',
  'apps/web/app/routes/shipping.tsx',
  'apps/web/app/routes/refund.tsx',
  'apps/web/app/routes/privacy.tsx',
  'apps/web/app/routes/terms.tsx',
  'apps/web/app/routes/cookies.tsx',
  'apps/web/app/routes/about.tsx',
  'apps/web/app/features/content/claims-grid.tsx',
  'apps/web/app/routes/blog.tsx',
  'apps/web/app/routes/blog-post.tsx',
  'apps/web/app/features/content/blog-list.tsx',
  'apps/web/app/routes/careers.tsx',
  'apps/web/app/features/content/career-list.tsx',
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
