import { CATEGORY_GROUPS } from '@shop/shared/catalogue/categories';
import { data, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import type { Route } from './+types/not-found';

export function loader() {
  return data({}, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | Shubh Billing Systems' },
  { name: 'robots', content: 'noindex' },
];

/** Every unknown address: a 404 status with a way back into the shop. */
export default function NotFound() {
  return (
    <Container className="py-16 text-center sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">We couldn’t find that page</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">
        The link may be old or mistyped. Search the catalogue, or pick a category below.
      </p>
      <form action="/products" role="search" className="mx-auto mt-8 flex max-w-md gap-2">
        <label htmlFor="nf-search" className="sr-only">
          Search products
        </label>
        <input
          id="nf-search"
          name="search"
          type="search"
          placeholder="Search billing machines, printers…"
          className="h-11 flex-1 rounded-lg border border-slate-300 bg-white px-3"
        />
        <button type="submit" className={buttonClass('primary', 'md')}>
          Search
        </button>
      </form>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {Object.entries(CATEGORY_GROUPS).map(([slug, group]) => (
          <li key={slug}>
            <Link to={`/products?category=${slug}`} className={buttonClass('outline', 'sm')}>
              {group.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/" className={buttonClass('ghost', 'md', 'mt-8')}>
        Back to the home page
      </Link>
    </Container>
  );
}
