import type { IconName } from './icon-names';
// Not inlined: a <use> needs a real URL, and a hashed file is cached for a year.
import spriteUrl from './icons.svg?url&no-inline';

export type { IconName };

/**
 * A lucide icon drawn from the shop's sprite (icons.svg), so a page carries a short <use> per
 * icon instead of a copy of its paths. Icons are decorative: the control or text beside them
 * carries the name. Size and colour come from `className` (24px and the text colour by default;
 * the `.icon` rule in ui.css sets lucide's stroke), e.g. `fill-amber-400` fills a star.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
