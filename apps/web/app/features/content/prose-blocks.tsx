import type { ProseBlock, ProseSection } from '@shop/shared/content/prose';
import { sectionId } from '@shop/shared/content/prose';
import { useId, type ReactNode } from 'react';
import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';

/** Sections of structured text, each with an h2 that can be linked to. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={section.id ?? sectionId(section.heading)}>
          <h2
            id={section.id ?? sectionId(section.heading)}
            className="mt-12 scroll-mt-32 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl"
          >
            {section.heading}
          </h2>
          {section.blocks.map((block, i) => (
            <ProseBlockView key={i} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}

const textClass = 'text-base leading-7 text-slate-700';

export function ProseBlockView({ block }: { block: ProseBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className={`mt-4 ${textClass}`}>{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`mt-4 space-y-2 pl-6 ${textClass} ${
            block.ordered ? 'list-decimal' : 'list-disc'
          } marker:text-brand-700`}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </List>
      );
    }
    case 'note':
      return (
        <aside className="mt-6 flex gap-3 rounded-xl border-l-4 border-brand-600 bg-brand-50 p-4 sm:p-5">
          <Icon name="info" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
          <div>
            {block.title && <p className="font-semibold text-brand-900">{block.title}</p>}
            <p className={`${block.title ? 'mt-1' : ''} ${textClass}`}>{block.text}</p>
          </div>
        </aside>
      );
    case 'table':
      return <ProseTable block={block} />;
    case 'links':
      return (
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
          {block.items.map((item) => (
            <li key={item.href}>
              <SmartLink
                href={item.href}
                className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
              >
                {item.label}
                <Icon name="arrow-right" className="h-4 w-4" />
              </SmartLink>
            </li>
          ))}
        </ul>
      );
  }
}

function ProseTable({ block }: { block: Extract<ProseBlock, { kind: 'table' }> }) {
  const captionId = useId();
  return (
    // Wide tables scroll sideways on phones; the region is focusable so keyboards can scroll it.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table
        className={`w-full border-collapse text-left text-sm ${
          block.columns.length > 2 ? 'min-w-[36rem]' : ''
        }`}
      >
        <caption id={captionId} className="px-4 pb-2 pt-3 text-left text-sm text-slate-600">
          {block.caption}
        </caption>
        <thead>
          <tr className="bg-slate-100">
            {block.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2.5 font-semibold text-slate-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')} className="border-t border-slate-200">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    className="px-4 py-3 align-top font-medium text-slate-900"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-4 py-3 align-top leading-6 text-slate-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A router link for the shop's own paths, a plain link for mailto:, tel: and other sites. */
export function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
