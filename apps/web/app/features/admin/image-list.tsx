import { ADMIN_ERRORS, MAX_UPLOAD_BYTES } from '@shop/shared/admin/errors';
import { MAX_IMAGES } from '@shop/shared/admin/products';
import { useRef, useState } from 'react';
import { FileField } from '~/components/form/choice-fields';
import { TextField } from '~/components/form/fields';
import type { useShopForm } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

/**
 * The product's images in order (the first is the main one), as fields of the product form:
 * each a hidden `images[i]` field, removed by Conform's intent button. A picture is uploaded with
 * the form (multipart: "Upload image", or whichever button sends it); a path is added by "Add
 * image"; the action responds with the form and one image more. With the page's script,
 * choosing a file sends it at once, unless it is too large to send.
 */
export function ImageList({ kit, busy }: { kit: ReturnType<typeof useShopForm>; busy: boolean }) {
  const { field, fieldErrors, rows, rowButtons } = kit;
  const uploadButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const images = rows('images');
  const pathErrors = Object.entries(fieldErrors).filter(([k]) => /^images\[\d+\]$/.test(k));
  const full = images.length >= MAX_IMAGES;
  const uploadError = tooLarge ? ADMIN_ERRORS.uploadTooLarge : field('upload').error;
  const listError = field('images').error;

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Images</legend>
      {listError && <p className="mt-1 text-sm text-red-700">{listError}</p>}
      {pathErrors.map(([k, message]) => (
        <p key={k} className="mt-1 text-sm text-red-700">
          Image {Number(/\d+/.exec(k)?.[0]) + 1}: {message}
        </p>
      ))}
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {images.map(({ key, index: i }) => {
          const { name, defaultValue: src = '' } = field(`images[${i}]`);
          return (
            <li
              key={key}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-2"
            >
              <input type="hidden" name={name} value={src} />
              <img
                src={src}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-12 w-12 rounded object-contain"
              />
              <span className="min-w-0 flex-1 truncate text-xs text-slate-600">
                {i === 0 ? 'Main: ' : ''}
                {src}
              </span>
              <button
                {...rowButtons.remove('images', i)}
                disabled={busy}
                aria-label={`Remove image ${i + 1}`}
                className={buttonClass('ghost', 'icon')}
              >
                <Icon name="trash" className="h-4 w-4" />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FileField
          label="Upload an image (JPEG, PNG or WebP, up to 5 MB)"
          name="upload"
          accept="image/jpeg,image/png,image/webp"
          disabled={full}
          error={uploadError}
          onChange={(e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            const large = file.size > MAX_UPLOAD_BYTES;
            setTooLarge(large);
            if (large) input.value = '';
            else input.form?.requestSubmit(uploadButton.current);
          }}
        >
          <button
            ref={uploadButton}
            type="submit"
            name="intent"
            value="upload"
            disabled={busy || full}
            className={buttonClass('outline', 'sm', 'mt-2')}
          >
            Upload image
          </button>
        </FileField>
        <TextField
          compact
          label="Or add an image path"
          {...field('imagePath')}
          placeholder="/images/products/p1-1.svg"
          onKeyDown={(e) => {
            // Enter adds the path rather than saving the whole product.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            e.currentTarget.form?.requestSubmit(addButton.current);
          }}
          controlAside={
            <button
              ref={addButton}
              type="submit"
              name="intent"
              value="add-image"
              disabled={busy || full}
              className={buttonClass('outline', 'md', 'h-10 shrink-0')}
            >
              Add image
            </button>
          }
        />
      </div>
    </fieldset>
  );
}
