/** A Maharashtra delivery (the shop's own state: CGST + SGST), for every kind of test. */
export const shipping = (over: Record<string, string> = {}) => ({
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: '+91 98200 12345',
  address: '12 MG Road, Fort',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400 001',
  ...over,
});
