/** A customer's review of the shop (spec §3: fixed sample testimonials). */
export interface Testimonial {
  id: number;
  name: string;
  business: string;
  location: string;
  /** Stars out of 5. */
  rating: number;
  review: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** True when the review comes from a confirmed purchase. */
  verified: boolean;
}

/** The eight testimonials shown in the home page carousel. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Rajesh Patel',
    business: 'Patel Kirana Store',
    location: 'Ahmedabad, Gujarat',
    rating: 5,
    review:
      'The GST billing machine paid for itself within two months. Billing at the counter is twice as fast and my accountant gets clean reports every month.',
    date: '2025-01-18',
    verified: true,
  },
  {
    id: 2,
    name: 'Priya Sharma',
    business: 'Spice Route Restaurant',
    location: 'Jaipur, Rajasthan',
    rating: 5,
    review:
      'We switched to the touch POS with KOT printing. Orders reach the kitchen instantly and table billing no longer holds up the queue on weekends.',
    date: '2025-02-03',
    verified: true,
  },
  {
    id: 3,
    name: 'Mohammed Irfan',
    business: 'Care & Cure Pharmacy',
    location: 'Hyderabad, Telangana',
    rating: 4,
    review:
      'The barcode scanner reads every strip and box without trouble. Delivery took six days to Hyderabad and the team walked us through the set-up on the phone.',
    date: '2024-12-11',
    verified: true,
  },
  {
    id: 4,
    name: 'Lakshmi Narayanan',
    business: 'Sri Lakshmi Jewellers',
    location: 'Coimbatore, Tamil Nadu',
    rating: 5,
    review:
      'Accurate GST invoices with HSN codes for gold and silver items. The receipt printer is quick and the print quality looks professional to our customers.',
    date: '2025-03-09',
    verified: true,
  },
  {
    id: 5,
    name: 'Amit Verma',
    business: 'Verma Super Mart',
    location: 'Lucknow, Uttar Pradesh',
    rating: 5,
    review:
      'Three billing counters now run on the same software without any hiccups. Support answered on WhatsApp late in the evening when our printer paper jammed.',
    date: '2025-01-27',
    verified: true,
  },
  {
    id: 6,
    name: 'Anjali Menon',
    business: 'Cake Studio Bakery',
    location: 'Kochi, Kerala',
    rating: 4,
    review:
      'The portable Bluetooth printer is perfect for our home deliveries. Battery lasts the whole day. I would like more receipt templates, but overall very happy.',
    date: '2024-11-22',
    verified: false,
  },
  {
    id: 7,
    name: 'Gurpreet Singh',
    business: 'Singh Garments',
    location: 'Ludhiana, Punjab',
    rating: 5,
    review:
      'Barcode label printer and scanner together saved us hours during the festive sale. Labels are sharp and the software prints them straight from the stock list.',
    date: '2024-10-30',
    verified: true,
  },
  {
    id: 8,
    name: 'Sunita Deshmukh',
    business: 'Deshmukh Hardware',
    location: 'Nagpur, Maharashtra',
    rating: 5,
    review:
      'Honest advice on which machine to buy, fair price and a proper GST invoice. The billing machine arrived well packed and has worked every day since.',
    date: '2025-02-20',
    verified: true,
  },
];
