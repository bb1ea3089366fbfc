import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import {
  IMAGE_PATH,
  MAX_IMAGES,
  MAX_SPECIFICATIONS,
  productInputSchema,
  productVersionShape,
  type ProductVersion,
} from '@shop/shared/admin/products';
import { z } from '@shop/shared/validation/z';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import type { StaffPages } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { redirect } from 'react-router';
import { sentForm, type UnsentPost } from '~/components/form/unsent-posts';
import { conflictOf, rebase, type ProductConflict } from './product-conflict';
import { draftFromForm, inputOf, type ProductDraft } from './product-draft';

/**
 * The product form's answer when it comes back to the page instead of moving on: the values
 * as posted (with a row or image added or removed), each field's problem, the form's own
 * message. `stamp` is new with every answer, so the page's fields take the values again.
 */
export interface ProductFormAnswer {
  draft?: ProductDraft;
  errors: Record<string, string>;
  error?: string;
  /** What was typed in "Or add an image path" when it was refused. */
  imagePath?: string;
  /** The save was refused as stale (409, ADR 084): what changed since the form was read. */
  conflict?: ProductConflict;
  stamp: string;
}

/** Answers that refuse a save because the product moved on since the form was read. */
const STALE_CODES = new Set(['stale_product', 'stock_moved']);

/** The version the edit form was read at, from its hidden fields. */
function versionOf(draft: ProductDraft): ProductVersion | undefined {
  const version = z.object(productVersionShape).safeParse({
    revision: draft.revision,
    expectedStock: draft.expectedStock,
  });
  return version.success ? version.data : undefined;
}

export const FIELDS_REFUSED = 'Please correct the fields marked below.';

/** Which submit button sent the form: save by default (Enter in a field). */
const intentOf = (form: FormData) => {
  const intent = form.get('intent');
  return typeof intent === 'string' && intent !== '' ? intent : 'save';
};

/** `remove-spec:3` → 3, within the list's length; otherwise undefined. */
function indexIn(intent: string, prefix: string, length: number): number | undefined {
  if (!intent.startsWith(prefix)) return undefined;
  const i = Number(intent.slice(prefix.length));
  return Number.isInteger(i) && i >= 0 && i < length ? i : undefined;
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Every post of the product form (new and edit pages): a chosen picture is uploaded first
 * (UploadService, the same checks as the API), then the button's intent: add or remove a
 * specification row or an image and come back, or save (create or replace) and move on to the
 * product's page with the outcome in the address (a redirect, thrown).
 */
export async function productFormAction(
  staff: StaffPages,
  form: FormData,
  productId?: number,
): Promise<ProductFormAnswer> {
  const intent = intentOf(form);
  const draft = draftFromForm(form);
  const answer = (extra: Partial<ProductFormAnswer> = {}): ProductFormAnswer => ({
    draft,
    errors: {},
    stamp: crypto.randomUUID(),
    ...extra,
  });

  const file = form.get('upload');
  if (typeof file !== 'string' && file !== null && file.size > 0) {
    if (draft.images.length >= MAX_IMAGES)
      return answer({ errors: { upload: ADMIN_ERRORS.images } });
    try {
      draft.images.push((await staff.uploads.store(file)).url);
    } catch (err) {
      return answer({ errors: { upload: asRefusal(err)?.message ?? AUTH_ERRORS.unexpected } });
    }
  } else if (intent === 'upload') {
    return answer({ errors: { upload: ADMIN_ERRORS.uploadMissing } });
  }
  if (intent === 'upload') return answer();

  if (intent === 'add-spec') {
    if (draft.specifications.length >= MAX_SPECIFICATIONS) {
      return answer({ errors: { specifications: ADMIN_ERRORS.specifications } });
    }
    draft.specifications.push({ name: '', value: '' });
    return answer();
  }
  const row = indexIn(intent, 'remove-spec:', draft.specifications.length);
  if (row !== undefined) {
    draft.specifications.splice(row, 1);
    return answer();
  }
  if (intent === 'add-image') {
    const raw = form.get('imagePath');
    const path = typeof raw === 'string' ? raw.trim() : '';
    const problem = !IMAGE_PATH.test(path)
      ? ADMIN_ERRORS.imagePath
      : draft.images.length >= MAX_IMAGES
        ? ADMIN_ERRORS.images
        : undefined;
    if (problem) return answer({ errors: { imagePath: problem }, imagePath: path });
    draft.images.push(path);
    return answer();
  }
  const image = indexIn(intent, 'remove-image:', draft.images.length);
  if (image !== undefined) {
    draft.images.splice(image, 1);
    return answer();
  }

  const parsed = productInputSchema.safeParse(inputOf(draft));
  if (!parsed.success) {
    return answer({ errors: fieldErrors(parsed.error.issues), error: FIELDS_REFUSED });
  }
  let next: string;
  try {
    if (productId === undefined) {
      const created = await staff.products.create(parsed.data);
      next = `/admin/products/${created.id}?created=1`;
    } else {
      const read = versionOf(draft);
      if (!read) return answer({ error: ADMIN_ERRORS.revision });
      await staff.products.update(productId, parsed.data, read);
      next = `/admin/products/${productId}?saved=1`;
    }
  } catch (err) {
    const refusal = asRefusal(err);
    const now =
      productId !== undefined && refusal && STALE_CODES.has(refusal.code)
        ? await staff.products.get(productId)
        : undefined;
    if (refusal && now) {
      const mine = rebase(draft, now);
      return answer({ draft: mine, error: refusal.message, conflict: conflictOf(mine, now) });
    }
    return answer({
      errors: refusal?.fields ?? {},
      error: refusal?.message ?? AUTH_ERRORS.unexpected,
    });
  }
  throw redirect(next);
}

/**
 * The edit page's small forms: hide or unhide, and delete (asked first on the page, then sent
 * with intent=delete). A refusal, such as a product on orders, comes back in the red box.
 */
export async function productStatusAction(
  staff: StaffPages,
  intent: StatusIntent,
  productId: number,
): Promise<ProductFormAnswer> {
  try {
    if (intent === 'delete') await staff.products.remove(productId);
    else await staff.products.setHidden(productId, intent === 'hide');
  } catch (err) {
    return {
      errors: {},
      error: asRefusal(err)?.message ?? AUTH_ERRORS.unexpected,
      stamp: crypto.randomUUID(),
    };
  }
  throw redirect(
    intent === 'delete'
      ? `/admin/products?deleted=${productId}`
      : `/admin/products/${productId}?${intent === 'hide' ? 'hidden' : 'shown'}=1`,
  );
}

/** The edit page's intents that are not the product form's. */
export const STATUS_INTENTS = ['hide', 'unhide', 'delete'] as const;
export type StatusIntent = (typeof STATUS_INTENTS)[number];
export const statusIntentOf = (form: FormData): StatusIntent | undefined =>
  STATUS_INTENTS.find((intent) => intent === form.get('intent'));

/**
 * The form as it was when its post never arrived (sendToServer's response): the typed values back
 * in the fields and the text in the red box; a small status form (hide, delete) keeps only the text.
 */
export function unsentAnswer(unsent: UnsentPost): ProductFormAnswer {
  const form = sentForm(unsent.initialValue);
  return {
    draft: statusIntentOf(form) ? undefined : draftFromForm(form),
    errors: {},
    error: unsent.error['']?.[0] ?? AUTH_ERRORS.unexpected,
    stamp: crypto.randomUUID(),
  };
}
