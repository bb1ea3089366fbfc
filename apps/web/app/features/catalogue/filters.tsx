import type { BrandCount, CategoryCount } from '@shop/shared/catalogue/listing';
import { CATEGORY_GROUPS } from '@shop/shared/catalogue/categories';
import { PRICE_BANDS } from '@shop/shared/catalogue/filters';
import { Form } from 'react-router';
import { useLocalPath, useT } from '~/lib/i18n/i18n';
import { buttonClass } from '~/components/ui/button';
import { FilterOptions, type FilterOption } from './filter-options';
import { HiddenParams } from './hidden-params';
import { categoryLabel, isCategoryGroup, priceBandLabel } from './list-params';
import { useListChange, useListState } from './use-list-state';

/**
 * Category, price and brand filters. Each choice navigates at once; without JavaScript the
 * form is submitted with 'Apply filters' and the loader tidies the empty values away.
 */
export function Filters({
  categories,
  brands,
}: {
  categories: CategoryCount[];
  brands: BrandCount[];
}) {
  const t = useT();
  const localPath = useLocalPath();
  const state = useListState();
  const change = useListChange();
  const { category, price, brand } = state.query;

  const categoryOptions: FilterOption[] = [
    { value: '', label: t('products.allCategories') },
    // A footer group such as 'pos' is shown as its own, chosen, option above the twelve.
    ...(isCategoryGroup(category)
      ? [
          {
            value: category,
            label: categoryLabel(category, t),
            count: categories
              .filter((c) =>
                // Widened only to ask whether a slug is in the group (includes takes the element type).
                (CATEGORY_GROUPS[category].categories as readonly string[]).includes(c.slug),
              )
              .reduce((sum, c) => sum + c.count, 0),
          },
        ]
      : []),
    // The label in the page's language; the value stays the slug the address carries.
    ...categories.map((c) => ({ value: c.slug, label: categoryLabel(c.slug, t), count: c.count })),
  ];
  const priceOptions: FilterOption[] = [
    { value: '', label: t('products.anyPrice') },
    ...PRICE_BANDS.map((b) => ({ value: b.slug, label: priceBandLabel(b.slug, t) })),
  ];
  const brandOptions: FilterOption[] = [
    { value: '', label: t('products.allBrands') },
    ...brands.map((b) => ({ value: b.name, label: b.name, count: b.count })),
  ];

  return (
    <Form method="get" action={localPath('/products')} aria-label={t('products.filters')}>
      <HiddenParams state={state} omit={['category', 'price', 'brand', 'page']} />
      <FilterOptions
        legend={t('products.category')}
        name="category"
        options={categoryOptions}
        selected={category ?? ''}
        onSelect={(v) => change({ category: v })}
      />
      <FilterOptions
        legend={t('products.price')}
        name="price"
        options={priceOptions}
        selected={price ?? ''}
        onSelect={(v) => change({ price: v as typeof price })} // v is one of priceOptions
      />
      <FilterOptions
        legend={t('products.brand')}
        name="brand"
        options={brandOptions}
        selected={brands.find((b) => b.name.toLowerCase() === brand?.toLowerCase())?.name ?? ''}
        onSelect={(v) => change({ brand: v })}
      />
      <noscript>
        <button type="submit" className={buttonClass('primary', 'md', 'mt-2 w-full')}>
          {t('products.applyFilters')}
        </button>
      </noscript>
    </Form>
  );
}
