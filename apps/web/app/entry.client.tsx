import { languageOfPath } from '@shop/shared/i18n/language';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { fetchedMessages, loadMessages, provideMessages } from './lib/i18n/i18n';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

provideMessages(fetchedMessages);
// The page's words come from its language's message file (ADR 107), preloaded by the head.
// Without it (a page rendered without the root's data, or the file not reached) the page stays
// as the server rendered it: it works without JavaScript.
const address = document.documentElement.dataset.messages;
if (address) {
  loadMessages(languageOfPath(location.pathname), address).then(hydrate, () => {});
}
