import { chatLink } from '@shop/shared/shop/identity';

export function ChatButton() {
  return (
    <a
      href={chatLink()}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed bottom-4 right-4 rounded-full bg-green-600 p-4 text-white"
      aria-label="Chat with us on WhatsApp"
    >
      Chat
    </a>
  );
}
