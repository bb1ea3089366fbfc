import { cookiesPage } from './policy-pages/cookies';
import { privacyPage } from './policy-pages/privacy';
import { refundPage } from './policy-pages/refund';
import { returnsPage } from './policy-pages/returns';
import { shippingPage } from './policy-pages/shipping';
import { termsPage } from './policy-pages/terms';
import type { ProseDocument } from './prose';

/** The policy and information pages written as prose, by the path they are served at. */
export const POLICY_PAGES = {
  '/shipping': shippingPage,
  '/returns': returnsPage,
  '/refund': refundPage,
  '/privacy': privacyPage,
  '/terms': termsPage,
  '/cookies': cookiesPage,
} as const satisfies Record<string, ProseDocument>;

export type PolicyPath = keyof typeof POLICY_PAGES;
