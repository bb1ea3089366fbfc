import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { AdminProduct } from '@shop/shared/admin/products';
import type { StaffPages } from '@shop/shared/ssr/page-context';
import { describe, expect, it, vi } from 'vitest';
import { INTENT, serializeIntent } from '@conform-to/dom';
import { PRODUCT_FORM_MESSAGES } from '@shop/shared/admin/product-form';
import { productFormAction, productStatusAction, type ProductFormResponse } from './product-action';
import { specField } from './product-draft';

/** The staff services the action calls, each a spy; products as the service would answer. */
function fakeStaff() {
  const product = { id: 7 } as AdminProduct; // only the id is read by the action
  return {
    products: {
      list: vi.fn(),
      get: vi.fn(),
      create: vi.fn(async () => product),
      update: vi.fn(async () => product),
      setHidden: vi.fn(async () => product),
      remove: vi.fn(async () => {
        throw Object.assign(new Error('Scanner is on 2 orders, so it cannot be deleted.'), {
          kind: 'conflict',
          code: 'product_has_orders',
        });
      }),
      importCsv: vi.fn(),
    },
    uploads: {
      store: vi.fn(async () => ({
        url: '/uploads/abc-1200.webp',
        thumbnailUrl: '/uploads/abc-400.webp',
        width: 1,
        height: 1,
      })),
    },
    role: 'owner',
    // Not used by the product pages.
    staffAccounts: {} as StaffPages['staffAccounts'],
    reviews: {} as StaffPages['reviews'],
    messages: {} as StaffPages['messages'],
    customers: {} as StaffPages['customers'],
    throttles: {} as StaffPages['throttles'],
    codPincodes: {} as StaffPages['codPincodes'],
    orders: {} as StaffPages['orders'],
    returns: {} as StaffPages['returns'],
    dispatch: {} as StaffPages['dispatch'],
    eInvoices: {} as StaffPages['eInvoices'],
    ewayBills: {} as StaffPages['ewayBills'],
    bankTransfers: {} as StaffPages['bankTransfers'],
    quotes: {} as StaffPages['quotes'],
    dashboard: vi.fn(),
    webVitals: vi.fn(),
    stockMovements: vi.fn(),
    audit: vi.fn(),
    gstSummary: vi.fn(),
  } satisfies StaffPages;
}

function productForm(extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'Zq Scanner',
    category: 'barcode-scanner',
    brand: 'Shubh',
    price: '2499',
    originalPrice: '',
    badge: '',
    stock: '7',
    lowStockThreshold: '3',
    warrantyYears: '1',
    returnable: 'on',
    hsn: '8471',
    description: 'Reads every code.',
    features: 'USB\n\nBluetooth',
    [specField(0, 'name')]: 'Range',
    [specField(0, 'value')]: '30 cm',
    [specField(1, 'name')]: '',
    [specField(1, 'value')]: '',
    'images[0]': '/images/products/p1-1.svg',
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** What the action responded: a redirect's address, or the form's response and its status. */
function responseOf(result: unknown): {
  location?: string | null;
  status?: number;
  form?: ProductFormResponse;
} {
  if (result instanceof Response) return { location: result.headers.get('location') };
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    // React Router's data(): the response with its status.
    const { data, init } = result as { data: ProductFormResponse; init: ResponseInit | null };
    return { status: init?.status, form: data };
  }
  // Otherwise Conform's response itself.
  return { status: 200, form: result as ProductFormResponse };
}

/** The action with fresh spies; tests that look at the spies call it themselves. */
const act = async (form: FormData, productId?: number) =>
  responseOf(await productFormAction(fakeStaff(), form, productId));

describe('the product form action', () => {
  it('adds and removes rows by Conform intents, keeping what was typed, without saving', async () => {
    const staff = fakeStaff();
    const add = productForm({
      [INTENT]: serializeIntent({ type: 'insert', payload: { name: 'specifications' } }),
    });
    const added = responseOf(await productFormAction(staff, add));
    expect(added.form?.initialValue?.name).toBe('Zq Scanner');
    expect(added.form?.initialValue?.specifications).toHaveLength(3);
    const remove = productForm({
      [INTENT]: serializeIntent({ type: 'remove', payload: { name: 'images', index: 0 } }),
    });
    const removed = responseOf(await productFormAction(staff, remove));
    expect(removed.form?.initialValue?.images ?? []).toEqual([]);
    expect(staff.products.create).not.toHaveBeenCalled();
  });

  it('adds an image path only when it is one', async () => {
    const bad = await act(
      productForm({ intent: 'add-image', imagePath: 'http://evil.example/x.png' }),
    );
    expect(bad.form?.error).toEqual({ imagePath: [ADMIN_ERRORS.imagePath] });
    expect(bad.form?.initialValue?.imagePath).toBe('http://evil.example/x.png');
    const added = await act(
      productForm({ intent: 'add-image', imagePath: ' /images/products/p2-1.svg ' }),
    );
    expect(added.form?.initialValue?.images).toEqual([
      '/images/products/p1-1.svg',
      '/images/products/p2-1.svg',
    ]);
  });

  it('uploads a chosen picture through the upload service, whichever button sent the form', async () => {
    const staff = fakeStaff();
    const form = productForm({ intent: 'save' });
    form.append('upload', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    const response = responseOf(await productFormAction(staff, form));
    expect(staff.uploads.store).toHaveBeenCalledOnce();
    expect(staff.products.create).not.toHaveBeenCalled();
    expect(response.form?.initialValue?.images).toEqual([
      '/images/products/p1-1.svg',
      '/uploads/abc-1200.webp',
    ]);
    const none = await act(productForm({ intent: 'upload' }));
    expect(none.form?.error).toEqual({ upload: [ADMIN_ERRORS.uploadMissing] });
  });

  it('responds with each refused field under its name, and saves nothing', async () => {
    const staff = fakeStaff();
    const form = productForm({ price: '', [specField(1, 'value')]: 'no name' });
    const response = responseOf(await productFormAction(staff, form));
    expect(response.form?.error).toEqual({
      '': [PRODUCT_FORM_MESSAGES.fieldsRefused],
      price: [ADMIN_ERRORS.price],
      'specifications[1].name': [ADMIN_ERRORS.specName],
    });
    expect(staff.products.create).not.toHaveBeenCalled();
  });

  it('creates or replaces, then moves on to the product with the outcome in the address', async () => {
    const staff = fakeStaff();
    expect(responseOf(await productFormAction(staff, productForm())).location).toBe(
      '/admin/products/7?created=1',
    );
    expect(staff.products.create).toHaveBeenCalledWith(
      expect.objectContaining({
        price: 2499,
        lowStockThreshold: 3,
        features: ['USB', 'Bluetooth'],
        specifications: [{ name: 'Range', value: '30 cm' }],
        returnable: true,
        hidden: false,
      }),
    );
    const edit = productForm({ revision: '3', expectedStock: '5' });
    expect(responseOf(await productFormAction(staff, edit, 7)).location).toBe(
      '/admin/products/7?saved=1',
    );
    expect(staff.products.update).toHaveBeenCalledWith(7, expect.objectContaining({ stock: 7 }), {
      revision: 3,
      expectedStock: 5,
    });
  });

  it('takes the packed weight and box as typed, blank as not measured, and a box whole', async () => {
    const staff = fakeStaff();
    const box = { weightGrams: '2200', lengthCm: '28', breadthCm: '22', heightCm: '22' };
    await productFormAction(staff, productForm(box));
    expect(staff.products.create).toHaveBeenLastCalledWith(
      expect.objectContaining({ weightGrams: 2200, lengthCm: 28, breadthCm: 22, heightCm: 22 }),
    );
    const blank = { weightGrams: '', lengthCm: '', breadthCm: '', heightCm: '' };
    await productFormAction(staff, productForm(blank));
    expect(staff.products.create).toHaveBeenLastCalledWith(
      expect.objectContaining({ weightGrams: null, lengthCm: null }),
    );
    const half = await act(productForm({ ...box, heightCm: '' }));
    expect(half.form?.error?.heightCm).toEqual([ADMIN_ERRORS.packageBox]);
  });

  it('refuses an edit that carries no version, and saves nothing', async () => {
    const staff = fakeStaff();
    const response = responseOf(await productFormAction(staff, productForm(), 7));
    expect(response.form?.error?.['']).toEqual([ADMIN_ERRORS.revision]);
    expect(staff.products.update).not.toHaveBeenCalled();
  });

  it('responds 409 to a stale save with what changed and the form moved onto the product as it is now', async () => {
    const staff = fakeStaff();
    staff.products.update.mockRejectedValueOnce(
      Object.assign(new Error(ADMIN_ERRORS.staleProduct(7)), {
        kind: 'conflict',
        code: 'stale_product',
      }),
    );
    // Saved by someone else since: revision 4, a new brand; and one sold (stock 4, read at 5).
    staff.products.get.mockResolvedValueOnce({
      id: 7,
      revision: 4,
      name: 'Zq Scanner',
      category: 'barcode-scanner',
      brand: 'Theirs',
      sku: 'SB-ZQ-1',
      price: 2499,
      priceBands: [{ minQuantity: 10, price: 2399 }],
      originalPrice: null,
      badge: null,
      stock: 4,
      lowStockThreshold: 3,
      warrantyYears: 1,
      returnable: true,
      hsn: '84719000',
      description: 'Old words.',
      features: ['USB', 'Bluetooth'],
      specifications: [{ name: 'Range', value: '30 cm' }],
      images: ['/images/products/p1-1.svg'],
      hidden: false,
      nameHi: null,
      descriptionHi: null,
      featuresHi: [],
      specificationNamesHi: {},
    } satisfies Partial<AdminProduct>);
    // Read at stock 5, typed 7: two received.
    const form = productForm({ revision: '3', expectedStock: '5' });
    const response = responseOf(await productFormAction(staff, form, 7));
    expect(response.status).toBe(409);
    expect(response.form?.error?.['']).toEqual([ADMIN_ERRORS.staleProduct(7)]);
    expect(response.form?.initialValue).toMatchObject({
      revision: '4',
      expectedStock: '4',
      stock: '6',
    });
    expect(response.form?.conflict?.rows).toContainEqual({
      label: 'Brand',
      theirs: 'Theirs',
      yours: 'Shubh',
    });
    expect(response.form?.conflict?.rows).toContainEqual({
      label: 'Stock',
      theirs: '4',
      yours: '6',
    });
    expect(response.form?.conflict?.rows).toContainEqual({
      label: 'Quantity prices',
      theirs: '10+: ₹2399',
      yours: '(none)',
    });
  });

  it('hides, and says why a product on orders cannot be deleted', async () => {
    const staff = fakeStaff();
    const status = (intent: string) => {
      const form = new FormData();
      form.append('intent', intent);
      return form;
    };
    expect(responseOf(await productStatusAction(staff, status('hide'), 7)).location).toBe(
      '/admin/products/7?hidden=1',
    );
    expect(staff.products.setHidden).toHaveBeenCalledWith(7, true);
    const refused = responseOf(await productStatusAction(staff, status('delete'), 7));
    expect(refused.form?.error?.['']).toEqual(['Scanner is on 2 orders, so it cannot be deleted.']);
  });
});
