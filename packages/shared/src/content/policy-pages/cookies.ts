import { CART_STORAGE_KEY } from '../../cart/cart';
import { CART_COOKIE } from '../../cart/form-fields';
import { SHOP } from '../../shop/identity';
import type { ProseDocument } from '../prose';

export const cookiesPage: ProseDocument = {
  title: 'Cookie Policy',
  description: `${SHOP.name} uses no advertising or tracking cookies. Learn what your browser stores for your cart, wishlist and sign-in, and how to clear it.`,
  intro:
    'We keep what we store in your browser to the minimum the shop needs to work. We use no advertising cookies, no third-party tracking and no analytics that follow you across other websites.',
  updated: '2026-11-25',
  sections: [
    {
      heading: 'Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A cookie is a small text file a website asks your browser to keep and send back with later requests. Local storage is a similar place in your browser where a website can keep data that stays on your device and is not sent to the server with each request. We use both only for the purposes below.',
        },
      ],
    },
    {
      heading: 'What we store',
      blocks: [
        {
          kind: 'table',
          caption: 'Everything this website stores in your browser',
          columns: ['Name', 'Type', 'Purpose', 'How long'],
          rows: [
            [
              CART_COOKIE,
              'Cookie, strictly necessary',
              'A random code that finds your cart and wishlist on our server while you are not signed in. Set only when you add something to your cart or wishlist; when you sign in, both join your account and this cookie is removed.',
              '30 days after your last change to the cart or wishlist',
            ],
            [
              CART_STORAGE_KEY,
              'Local storage',
              'A copy of the products and quantities in your cart, kept up to date by the shop.',
              'Until you empty the cart or clear your browser data',
            ],
            [
              'Session cookie',
              'Cookie, strictly necessary',
              'Keeps you signed in to your account and protects forms against misuse. Set only when you sign in.',
              'Until you sign out, or it expires',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Your cart and wishlist are kept on our server, under your account or, before you sign in, under the cart code above, so that they work on every page and device you use; without an account, a cart or wishlist not changed for 30 days is deleted. Because these items are strictly necessary for features you ask for, they do not need a consent banner; we will ask for your consent before we ever add anything optional.',
        },
      ],
    },
    {
      heading: 'Payment and chat windows',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you pay, our payment partner\u2019s secure checkout may set its own cookies to prevent fraud and remember your payment preferences; its privacy policy applies to them. The WhatsApp chat button opens WhatsApp in a new window, where WhatsApp\u2019s own terms apply. Neither is loaded on our pages until you choose to use it.',
        },
      ],
    },
    {
      heading: 'Managing and clearing storage',
      blocks: [
        {
          kind: 'list',
          items: [
            'Every browser lets you view and delete cookies and site data, usually under Settings, Privacy, then Cookies and site data.',
            'Clearing site data for this website empties your cart and wishlist and signs you out.',
            'If you block cookies entirely, you can still browse, but you cannot keep a cart or sign in.',
          ],
        },
      ],
    },
    {
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `Questions about this policy? Write to ${SHOP.email} or call ${SHOP.phone}, ${SHOP.hours.label}.`,
        },
        { kind: 'links', items: [{ label: 'Privacy Policy', href: '/privacy' }] },
      ],
    },
  ],
};
