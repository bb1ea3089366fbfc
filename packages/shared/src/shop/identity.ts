/**
 * The shop's own identity. Demo defaults; every page reads them from here.
 */
export const SHOP = {
  name: 'Shubh Billing Systems',
  shortName: 'Shubh POS',
  tagline: 'Billing machines, POS systems and printers for Indian businesses',
  phone: '+91 98200 45678',
  /** Digits only, with country code, for wa.me and tel: links. */
  phoneDigits: '919820045678',
  email: 'support@shubhbilling.in',
  salesEmail: 'sales@shubhbilling.in',
  address: {
    street: 'Unit 14, Sai Industrial Estate, Andheri-Kurla Road',
    locality: 'Andheri East',
    city: 'Mumbai',
    state: 'Maharashtra',
    stateCode: '27',
    pincode: '400093',
    country: 'IN',
  },
  gstin: '27AAKCS1234F1ZI',
  /** Figures only the seller knows, shown in the claims of spec §1: keep them true. */
  record: {
    customers: '10K+',
    customersLong: '10,000+ businesses',
    yearsInBusiness: '15+',
  },
  hours: {
    days: 'Monday to Saturday',
    opens: '09:00',
    closes: '19:00',
    label: 'Monday–Saturday, 9 AM–7 PM IST',
  },
  socials: {
    facebook: 'https://www.facebook.com/shubhbilling',
    instagram: 'https://www.instagram.com/shubhbilling',
    linkedin: 'https://www.linkedin.com/company/shubhbilling',
    youtube: 'https://www.youtube.com/@shubhbilling',
  },
  chatEnquiry: 'Hello! I need help choosing a billing product for my business.',
} as const;

export function shopAddressLine(): string {
  const a = SHOP.address;
  return `${a.street}, ${a.locality}, ${a.city}, ${a.state} ${a.pincode}`;
}

export function chatLink(): string {
  return `https://wa.me/${SHOP.phoneDigits}?text=${encodeURIComponent(SHOP.chatEnquiry)}`;
}
