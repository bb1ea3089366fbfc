import type { SubmissionResult } from '@conform-to/react';
import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import {
  productFormSchema,
  productStatusFormSchema,
  type ProductFormValues,
  type ProductStatusIntent,
} from '@shop/shared/admin/product-form';
import { IMAGE_PATH, MAX_IMAGES, productVersionShape } from '@shop/shared/admin/products';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import type { StaffPages } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { z } from '@shop/shared/validation/z';
import { data, redirect } from 'react-router';
import { formResponse, handleForm } from '~/components/form/shop-form';
import { conflictOf, rebase, type ProductConflict } from './product-conflict';
import { fieldValues } from './product-draft';

/**
 * The product form's response when it comes back to the page instead of moving on: Conform's
 * (the values, each field's error, the form's own), and after a save refused as stale (409,
 * ADR 084) what changed since the form was read.
 */
export type ProductFormResponse = SubmissionResult<string[]> & { conflict?: ProductConflict };

/** Errors that refuse a save because the product moved on since the form was read. */
const STALE_CODES = new Set(['stale_product', 'stock_moved']);

/** The form back with `values`, and a problem under a field when there is one. */
const back = (values: ProductFormValues, fields?: Record<string, string>) =>
  formResponse(fieldValues(values), { fields });

/**
 * "Upload image" (or a picture chosen, whichever button sent the form) and "Add image": the
 * picture is stored by the UploadService (the same checks as the API) or the path checked, and
 * the form comes back with one image more.
 */
async function addImage(staff: StaffPages, form: ProductFormValues) {
  const { images } = form;
  if (form.upload) {
    if (images.length >= MAX_IMAGES) return back(form, { upload: ADMIN_ERRORS.images });
    try {
      const { url } = await staff.uploads.store(form.upload);
      return back({ ...form, images: [...images, url] });
    } catch (err) {
      return back(form, { upload: asRefusal(err)?.message ?? AUTH_ERRORS.unexpected });
    }
  }
  if (form.intent === 'upload') return back(form, { upload: ADMIN_ERRORS.uploadMissing });
  const path = form.imagePath.trim();
  const problem = !IMAGE_PATH.test(path)
    ? ADMIN_ERRORS.imagePath
    : images.length >= MAX_IMAGES
      ? ADMIN_ERRORS.images
      : undefined;
  if (problem) return back(form, { imagePath: problem });
  return back({ ...form, images: [...images, path], imagePath: '' });
}

/**
 * A save refused because the product moved on since the form was read: 409, with the form moved
 * onto the product as it is now and what differs, so saving again applies the edit knowingly.
 */
async function staleSave(
  staff: StaffPages,
  form: ProductFormValues,
  productId: number,
  err: Error,
) {
  const now = await staff.products.get(productId);
  if (!now) throw err;
  const mine = rebase(form, now);
  const response: ProductFormResponse = {
    ...formResponse(fieldValues(mine), { form: err.message }),
    conflict: conflictOf(mine, now),
  };
  return data(response, { status: 409 });
}

/**
 * Every post of the product form (new and edit pages), through the form kit: the rows are added
 * and removed by Conform's intents; an image is added and the form comes back; a save creates or
 * replaces the product and moves on to its page with the outcome in the address.
 */
export async function productFormAction(staff: StaffPages, formData: FormData, productId?: number) {
  return handleForm(
    formData,
    productFormSchema,
    async ({ product, ...form }) => {
      if (!product) return addImage(staff, form);
      if (productId === undefined) {
        const created = await staff.products.create(product);
        return redirect(`/admin/products/${created.id}?created=1`);
      }
      const read = z.object(productVersionShape).safeParse(form);
      if (!read.success) return formResponse(fieldValues(form), { form: ADMIN_ERRORS.revision });
      try {
        await staff.products.update(productId, product, read.data);
      } catch (err) {
        const refusal = asRefusal(err);
        if (err instanceof Error && refusal && STALE_CODES.has(refusal.code)) {
          return staleSave(staff, form, productId, err);
        }
        throw err;
      }
      return redirect(`/admin/products/${productId}?saved=1`);
    },
    AUTH_ERRORS.unexpected,
  );
}

/**
 * The edit page's small forms: hide or unhide, and delete (asked first on the page, then sent
 * with intent=delete). An error, such as a product on orders, comes back in the red box.
 */
export async function productStatusAction(
  staff: StaffPages,
  formData: FormData,
  productId: number,
) {
  return handleForm(
    formData,
    productStatusFormSchema,
    async ({ intent }) => {
      if (intent === 'delete') await staff.products.remove(productId);
      else await staff.products.setHidden(productId, intent === 'hide');
      return redirect(
        intent === 'delete'
          ? `/admin/products?deleted=${productId}`
          : `/admin/products/${productId}?${intent === 'hide' ? 'hidden' : 'shown'}=1`,
      );
    },
    AUTH_ERRORS.unexpected,
  );
}

/** The edit page's intents that are not the product form's. */
export const STATUS_INTENTS: readonly string[] = productStatusFormSchema.shape.intent.options;
export type { ProductStatusIntent };
