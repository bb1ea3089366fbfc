import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { textLang, type EnglishTexts } from '@shop/shared/catalogue/product-hindi';
import type { ProductView } from './product-views';

const TABS = ['description', 'features', 'specifications'] as const;

/** WAI-ARIA tabs: ←/→ (and Home/End) move between tabs; every panel is in the HTML for crawlers. */
export function ProductTabs({ product }: { product: ProductView }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (i: number) => {
    const next = (i + TABS.length) % TABS.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target);
  };

  return (
    <section className="rounded-2xl border border-slate-200 bg-white">
      <div
        role="tablist"
        aria-label={t('product.information')}
        onKeyDown={onKeyDown}
        className="flex overflow-x-auto border-b border-slate-200 px-1 sm:gap-1 sm:px-4"
      >
        {TABS.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => select(i)}
            className={`-mb-px shrink-0 border-b-2 px-2.5 py-3 text-sm font-semibold transition-colors sm:px-4 sm:text-base ${
              i === selected
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`product.tab.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab, i) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={i !== selected}
          tabIndex={0}
          className="p-4 sm:p-6"
        >
          {i === 0 && (
            <p
              className="max-w-3xl leading-relaxed text-slate-700"
              lang={textLang(product.lang?.description)}
            >
              {product.description}
            </p>
          )}
          {i === 1 && <FeatureList features={product.features} langs={product.lang?.features} />}
          {i === 2 && <SpecTable product={product} />}
        </div>
      ))}
    </section>
  );
}

function FeatureList({ features, langs }: { features: string[]; langs: EnglishTexts['features'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {features.map((f, i) => (
        <li key={f} className="flex gap-2 text-slate-700" lang={textLang(langs?.[i])}>
          <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
          {f}
        </li>
      ))}
    </ul>
  );
}

function SpecTable({ product }: { product: ProductView }) {
  const t = useT();
  return (
    <table className="w-full max-w-3xl text-left text-sm">
      <caption className="sr-only">{t('product.specificationsOf', { name: product.name })}</caption>
      <tbody className="divide-y divide-slate-200">
        {product.specifications.map((s, i) => (
          <tr key={s.name}>
            <th
              scope="row"
              className="w-2/5 py-2.5 pr-4 font-medium text-slate-600"
              lang={textLang(product.lang?.specifications?.[i])}
            >
              {s.name}
            </th>
            <td className="py-2.5 text-slate-900">{s.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
