import { ChatButton } from './chat-button';
import { Footer } from './footer';

/**
 * What follows every page's content: the footer and the floating chat button. Neither needs
 * JavaScript to work (plain links), so root loads this code after the page hydrates (ADR 029).
 */
export function PageEnd() {
  return (
    <>
      <Footer />
      <ChatButton />
    </>
  );
}
