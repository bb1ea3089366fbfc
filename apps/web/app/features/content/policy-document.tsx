import { sectionId, type ProseDocument } from '@shop/shared/content/prose';
import { SHOP } from '@shop/shared/shop/identity';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { ProseColumn, ProseLayout } from './prose-layout';
import { ProseSections } from './prose-blocks';

/** A policy page: heading, date of the last change, a table of contents and the sections. */
export function PolicyDocument({
  doc,
  eyebrow,
  textLang,
}: {
  doc: ProseDocument;
  eyebrow: string;
  /** The text's language when it is not the page's (an English text on a Hindi page). */
  textLang?: string;
}) {
  const t = useT();
  const page = (
    <ProseLayout
      eyebrow={eyebrow}
      title={doc.title}
      intro={<p>{doc.intro}</p>}
      updated={doc.updated}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        <ProseColumn className="[&>section:first-child>h2]:mt-0">
          <ProseSections sections={doc.sections} />
          <div className="mt-12 lg:hidden">
            <HelpBox />
          </div>
        </ProseColumn>
        <aside className="order-first lg:order-none">
          <div className="space-y-6 lg:sticky lg:top-32">
            <nav
              aria-labelledby="toc-heading"
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2 id="toc-heading" className="text-sm font-semibold text-slate-900">
                {t('common.onThisPage')}
              </h2>
              <ol className="mt-3 space-y-2 text-sm">
                {doc.sections.map((section) => (
                  <li key={section.heading}>
                    <a
                      href={`#${section.id ?? sectionId(section.heading)}`}
                      className="rounded text-slate-700 hover:text-brand-700 hover:underline"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="hidden lg:block">
              <HelpBox />
            </div>
          </div>
        </aside>
      </div>
    </ProseLayout>
  );
  return textLang ? <div lang={textLang}>{page}</div> : page;
}

/** The shop's support contacts, beside long texts. */
export function HelpBox() {
  const t = useT();
  return (
    <div className="rounded-xl bg-slate-900 p-5 text-sm text-slate-300">
      <p className="font-semibold text-white">{t('common.helpQuestion')}</p>
      <p className="mt-1">{t('layout.footer.hours')}</p>
      <ul className="mt-4 space-y-2">
        <li>
          <a
            href={`tel:+${SHOP.phoneDigits}`}
            className="inline-flex items-center gap-2 rounded text-white hover:underline"
          >
            <Icon name="phone" className="h-4 w-4 text-brand-200" />
            {SHOP.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${SHOP.email}`}
            className="inline-flex items-center gap-2 break-all rounded text-white hover:underline"
          >
            <Icon name="mail" className="h-4 w-4 shrink-0 text-brand-200" />
            {SHOP.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
