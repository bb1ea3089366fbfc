/** A job opening (spec §3: title, location, type, department, description). */
export interface CareerOpening {
  /** Stable key, also used in the application email's subject. */
  id: string;
  title: string;
  location: string;
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
  department: string;
  description: string;
}

/** Open positions listed on /careers. Edit this list to open or close a position. */
export const CAREER_OPENINGS: readonly CareerOpening[] = [
  {
    id: 'field-service-technician-mumbai',
    title: 'Field Service Technician',
    location: 'Mumbai (Andheri East and client sites)',
    type: 'Full-time',
    department: 'Service & Installation',
    description:
      'Install and repair billing machines, touch POS terminals, thermal and barcode printers at shops, restaurants and pharmacies across Mumbai, Thane and Navi Mumbai. You will set up printers and cash drawers, load item masters, train counter staff and fix paper-feed and print-head faults on site. An ITI or diploma in electronics, 1+ year of hardware service experience and a two-wheeler with a valid licence are required; travel allowance is paid.',
  },
  {
    id: 'inside-sales-executive-pune',
    title: 'Inside Sales Executive',
    location: 'Pune (Hinjewadi office)',
    type: 'Full-time',
    department: 'Sales',
    description:
      'Answer calls and WhatsApp enquiries from shop owners, understand how they bill today and recommend the right machine, printer or software package. You will send quotations with GST, follow up on leads from the website and hand orders over to dispatch. Clear spoken Hindi, Marathi and English, 1–3 years in phone or counter sales and comfort with a CRM are expected; freshers with strong communication skills are welcome to apply.',
  },
  {
    id: 'technical-support-engineer-remote',
    title: 'Technical Support Engineer (L1)',
    location: 'Remote, anywhere in India',
    type: 'Full-time',
    department: 'Customer Support',
    description:
      'Help customers over phone, WhatsApp and remote desktop: install printer drivers, configure billing software, set GST rates and HSN codes, connect barcode scanners and restore backups. You will log every ticket, escalate hardware faults to field service and write short help articles from the questions you hear most. Rotational shifts between 9 AM and 9 PM IST, a stable broadband connection and working knowledge of Windows and Android are required.',
  },
  {
    id: 'business-development-manager-delhi',
    title: 'Business Development Manager, North India',
    location: 'New Delhi (Okhla), with travel across Delhi NCR, Punjab and Uttar Pradesh',
    type: 'Full-time',
    department: 'Sales',
    description:
      'Build our dealer and reseller network in North India and win multi-outlet retail, restaurant and pharmacy chains. You will own a regional target, run product demos, negotiate volume pricing and coordinate installations with the service team. We are looking for 4+ years of B2B sales in POS, IT hardware or retail technology, an existing network of distributors, and fluency in Hindi and English.',
  },
  {
    id: 'warehouse-dispatch-associate-mumbai',
    title: 'Warehouse & Dispatch Associate',
    location: 'Mumbai (Andheri East warehouse)',
    type: 'Full-time',
    department: 'Operations',
    description:
      'Pick, test and pack orders so they leave the same day: check each machine powers on and prints, add paper rolls and manuals, print e-way bills and courier labels and hand parcels to our courier partners. You will also receive returns and log their condition for inspection. Attention to detail, basic computer skills and the ability to lift parcels of up to 20 kg are needed; Monday to Saturday day shift.',
  },
  {
    id: 'content-writer-remote',
    title: 'Content Writer (Retail Technology)',
    location: 'Remote, anywhere in India',
    type: 'Contract',
    department: 'Marketing',
    description:
      'Write buying guides, how-to articles and product descriptions that help shop owners choose billing hardware and set up GST billing, in clear English (Hindi is a plus). You will work with our support team to turn common customer questions into articles and keep product pages accurate. A six-month contract of about 20 hours a week; please share two or three published samples with your application.',
  },
];
