import { chatLink } from '@shop/shared/shop/identity';
import { Icon } from '~/components/ui/icon';

/** Floating WhatsApp chat (spec §1): opens the seller's chat with an enquiry in a new window. */
export function ChatButton() {
  return (
    <aside aria-label="Chat">
      <a
        href={chatLink()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        title="Chat with us on WhatsApp"
        className="fixed bottom-4 right-4 z-30 inline-flex h-12 w-12 items-center justify-center gap-2 rounded-full bg-green-700 text-white shadow-lg ring-4 ring-white/70 transition-colors hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-green-700 print:hidden sm:bottom-6 sm:right-6 sm:h-14 sm:w-auto sm:px-5"
      >
        <Icon name="message-circle" className="h-6 w-6" />
        <span aria-hidden="true" className="hidden text-sm font-semibold sm:inline">
          Chat with us
        </span>
      </a>
    </aside>
  );
}
