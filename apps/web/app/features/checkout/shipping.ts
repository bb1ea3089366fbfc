import type { Profile } from '@shop/shared/auth/schemas';
import {
  businessSchema,
  shippingSchema,
  type BusinessInput,
  type ShippingInput,
} from '@shop/shared/orders/place-order';

/** The Shipping step as typed, including the optional GST details. */
export interface ShippingValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  wantsGstInvoice: boolean;
  businessName: string;
  gstin: string;
}

export const EMPTY_SHIPPING: ShippingValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  wantsGstInvoice: false,
  businessName: '',
  gstin: '',
};

export type ShippingErrors = Partial<Record<keyof ShippingValues, string>>;

export type CheckedShipping =
  | { ok: true; shipping: ShippingInput; business: BusinessInput | null }
  | { ok: false; errors: ShippingErrors };

/** Checks the step with the server's own schemas, so the browser and the API agree. */
export function checkShipping(values: ShippingValues): CheckedShipping {
  const errors: ShippingErrors = {};
  const shipping = shippingSchema.safeParse({
    name: values.name,
    email: values.email,
    phone: values.phone,
    address: values.address,
    city: values.city,
    state: values.state,
    pincode: values.pincode,
  });
  if (!shipping.success) {
    for (const issue of shipping.error.issues) {
      // The issues are the shipping schema's, so their first path segment names one of its fields.
      const key = String(issue.path[0] ?? '') as keyof ShippingValues;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  let business: BusinessInput | null = null;
  if (values.wantsGstInvoice) {
    const parsed = businessSchema.safeParse({ name: values.businessName, gstin: values.gstin });
    if (parsed.success) business = parsed.data;
    else {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'name' ? 'businessName' : 'gstin';
        if (!errors[key]) errors[key] = issue.message;
      }
    }
  }
  if (!shipping.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, shipping: shipping.data, business };
}

/** Field errors of a refused order ('shipping.pincode', 'business.gstin') as Shipping step keys. */
export function shippingErrorsFromApi(fields: Record<string, string> | undefined): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const [group, field] = path.split('.');
    if (group === 'shipping' && field && field in EMPTY_SHIPPING) {
      errors[field as keyof ShippingValues] ??= message; // checked `in EMPTY_SHIPPING` above
    } else if (group === 'business') {
      errors[field === 'name' ? 'businessName' : 'gstin'] ??= message;
    }
  }
  return errors;
}

/** Fills the empty fields from the saved profile; what the shopper already typed stays. */
export function prefill(values: ShippingValues, profile: Partial<Profile>): ShippingValues {
  const pick = (current: string, saved: string | undefined) => (current ? current : (saved ?? ''));
  return {
    ...values,
    name: pick(values.name, profile.name),
    email: pick(values.email, profile.email),
    phone: pick(values.phone, profile.phone),
    address: pick(values.address, profile.address),
    city: pick(values.city, profile.city),
    state: pick(values.state, profile.state),
    pincode: pick(values.pincode, profile.pincode),
  };
}
