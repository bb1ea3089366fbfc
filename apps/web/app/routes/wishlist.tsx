import {
  WISHLIST_ERRORS,
  WISHLIST_INTENTS,
  WISHLIST_PARAMS,
} from '@shop/shared/wishlist/form-fields';
import { wishlistFormSchema } from '@shop/shared/wishlist/wishlist-input';
import { redirect, useActionData } from 'react-router';
import { formError, isEnhanced, returnToOf } from '~/components/form/post-back-form';
import { handleForm } from '~/components/form/shop-form';
import { sendToServer, skipAfterUnsent } from '~/components/form/unsent-posts';
import { Container } from '~/components/ui/container';
import { safeRedirect } from '~/lib/safe-redirect';
import { ProductCard } from '~/features/catalogue/product-card';
import { toCardProduct } from '~/features/catalogue/product-views';
import { RemoveFromWishlistButton } from '~/features/wishlist/remove-button';
import { useWishlist } from '~/features/wishlist';
import { WishlistEmpty } from '~/features/wishlist/wishlist-states';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/wishlist';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { requestLanguage } from '~/lib/i18n/messages.server';

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return [
    ...pageMeta({
      title: t('wishlist.title'),
      description: t('wishlist.description'),
      path: '/wishlist',
      publicUrl: publicUrlFrom(matches),
      lang: languageFrom(matches),
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** The saved products, from the catalogue, in the first HTML (ADR 047). */
export async function loader({ context: routerContext, request }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  return {
    products: await context.wishlist.products(requestLanguage(request)),
  };
}

/** The page to go back to after a post without JavaScript, saying what the heart did. */
function backTo(formData: FormData, intent: string, productId: number): string {
  const url = new URL(safeRedirect(returnToOf(formData), '/wishlist'), 'http://shop.invalid');
  url.searchParams.delete(WISHLIST_PARAMS.saved);
  url.searchParams.delete(WISHLIST_PARAMS.unsaved);
  const param = intent === WISHLIST_INTENTS.add ? WISHLIST_PARAMS.saved : WISHLIST_PARAMS.unsaved;
  url.searchParams.set(param, String(productId));
  return url.pathname + url.search;
}

/**
 * Every wishlist change (ADR 047): the hearts on any page and Remove on this one post here. Sent
 * by the page's script (`enhanced`) it answers with data; a plain form post is sent back to its
 * page (post-redirect-get), which then says what was done.
 */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const formData = await request.formData();
  const enhanced = isEnhanced(formData);
  return handleForm(
    formData,
    wishlistFormSchema,
    async (input) => {
      if (input.intent === WISHLIST_INTENTS.add) await context.wishlist.add(input.productId);
      if (input.intent === WISHLIST_INTENTS.remove) await context.wishlist.remove(input.productId);
      if (enhanced) return { status: 'success' as const, intent: input.intent };
      throw redirect(backTo(formData, input.intent, input.productId));
    },
    WISHLIST_ERRORS.unexpected,
  );
}

/** With JavaScript: the same action, with a post that never arrives said instead of an error page. */
export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, WISHLIST_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { has } = useWishlist();
  const refused = formError(useActionData<typeof action>());
  // A Remove on its way takes its product off at once.
  const products = loaderData.products.filter((p) => has(p.id));
  const count = products.length;

  return (
    <Container className="py-6 sm:py-8">
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('wishlist.title')}</h1>
        {count > 0 && <p className="text-sm text-slate-600">{t('wishlist.count', { count })}</p>}
      </div>
      {refused && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refused}
        </p>
      )}
      {products.length === 0 ? (
        <WishlistEmpty />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {products.map((p, i) => (
            <li key={p.id}>
              <ProductCard
                product={toCardProduct(p, { withSummary: true })}
                variant="list"
                priority={i === 0}
                showBuyNow={false}
              >
                <RemoveFromWishlistButton id={p.id} name={p.name} />
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
