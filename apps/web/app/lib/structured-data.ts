import type { FaqEntry } from '@shop/shared/content/faq';
import { SHOP } from '@shop/shared/shop/identity';

/** schema.org Store for the shop, with its opening hours (Mo–Sa 09:00–19:00). */
export function storeJsonLd(publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: SHOP.name,
    url: publicUrl || undefined,
    telephone: SHOP.phone,
    email: SHOP.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${SHOP.address.street}, ${SHOP.address.locality}`,
      addressLocality: SHOP.address.city,
      addressRegion: SHOP.address.state,
      postalCode: SHOP.address.pincode,
      addressCountry: SHOP.address.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: SHOP.hours.opens,
        closes: SHOP.hours.closes,
      },
    ],
    openingHours: `Mo-Sa ${SHOP.hours.opens}-${SHOP.hours.closes}`,
    priceRange: '₹20 - ₹50,000',
    currenciesAccepted: 'INR',
    // No aggregateRating: the shop's rating is of its products' reviews, which the shop itself
    // collects; search engines ignore such "self-serving" ratings on a Store (ADR 051).
  };
}

/** schema.org FAQPage for questions that are also shown on the page. */
export function faqPageJsonLd(entries: readonly FaqEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
