import { SHOP } from '@shop/shared/shop/identity';
import { Link } from '~/lib/i18n/links';
import { Container } from '~/components/ui/container';
import { RichText, useT } from '~/lib/i18n/i18n';

// On the blue band: a white primary button and a white-outlined secondary one. (buttonClass's
// accent orange has only 3.6:1 contrast with white text, and its outline button is white.)
const onDarkSolid =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const onDarkOutline =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/60 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

const inlineLink =
  'whitespace-nowrap font-semibold text-white underline decoration-white/50 underline-offset-2 hover:decoration-white';

export function ClosingCta() {
  const t = useT();
  return (
    <section aria-labelledby="cta-heading" className="below-fold py-16 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-700 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('home.cta.heading')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-brand-100">
            <RichText
              id="home.cta.text"
              values={{ phone: SHOP.phone, email: SHOP.salesEmail }}
              components={[
                <a key="phone" href={`tel:+${SHOP.phoneDigits}`} className={inlineLink} />,
                <a key="email" href={`mailto:${SHOP.salesEmail}`} className={inlineLink} />,
              ]}
            />
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/products" className={onDarkSolid}>
              {t('home.cta.startShopping')}
            </Link>
            <Link to="/contact" className={onDarkOutline}>
              {t('home.cta.contactSales')}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
