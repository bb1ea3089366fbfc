import { chatLink } from '@shop/shared/shop/identity';
import { useRef } from 'react';
import { Icon } from '~/components/ui/icon';
import { useClearSpot } from './use-clear-spot';
import { useT } from '~/lib/i18n/i18n';

/**
 * What the chat button must never cover: filled buttons (button.ts), a page's main actions (Add
 * to Cart, Place Order, Send …), and the fields a shopper types or picks in (a PIN code, an
 * address): on a phone the button rides above the keyboard, over the field being typed in.
 */
const KEEP_CLEAR = '.btn-primary, .btn-accent, input:not([type="hidden"]), select, textarea';

/**
 * Floating WhatsApp chat (spec §1): opens the seller's chat with an enquiry in a new window.
 * It never covers a main action or a form field (ADR 050): while one is under
 * its corner it shrinks away, and comes back when the page scrolls on. It waits hidden until its script has
 * looked, so without JavaScript it stays away; the footer has the same chat link.
 */
export function ChatButton() {
  const spot = useRef<HTMLElement>(null);
  const clear = useClearSpot(spot, KEEP_CLEAR);
  const t = useT();
  return (
    <aside
      ref={spot}
      aria-label={t('layout.chat')}
      data-first-screen
      className="fixed bottom-4 right-4 z-30 flex print:hidden sm:bottom-6 sm:right-6"
    >
      <a
        href={chatLink()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('layout.chatOnWhatsApp')}
        title={t('layout.chatOnWhatsApp')}
        data-clear={clear}
        className="inline-flex h-12 w-12 scale-0 items-center justify-center gap-2 rounded-full bg-green-700 text-white opacity-0 shadow-lg ring-4 ring-white/70 transition-[background-color,opacity,scale] duration-200 hover:bg-green-800 focus-visible:scale-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-green-700 data-[clear=true]:scale-100 data-[clear=true]:opacity-100 motion-reduce:transition-none sm:h-14 sm:w-auto sm:px-5"
      >
        <Icon name="message-circle" className="h-6 w-6" />
        <span aria-hidden="true" className="hidden text-sm font-semibold sm:inline">
          {t('layout.chatWithUs')}
        </span>
      </a>
    </aside>
  );
}
