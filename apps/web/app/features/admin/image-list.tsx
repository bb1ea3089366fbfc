import { ADMIN_ERRORS, MAX_UPLOAD_BYTES } from '@shop/shared/admin/errors';
import { MAX_IMAGES } from '@shop/shared/admin/products';
import { useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { inputClass, labelClass } from './ui';

/**
 * The product's images in order (the first is the main one), as fields of the product form:
 * each a hidden `images` field, removed by its own submit button. A picture is uploaded with the
 * form (multipart: "Upload image", or whichever button sends it); a path is added by "Add image".
 * With the page's script, choosing a file sends it at once, unless it is too large to send.
 */
export function ImageList({
  images,
  errors,
  imagePath,
  busy,
}: {
  images: string[];
  errors: Record<string, string>;
  imagePath: string;
  busy: boolean;
}) {
  const uploadButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const pathErrors = Object.entries(errors).filter(([k]) => /^images\.\d+$/.test(k));
  const full = images.length >= MAX_IMAGES;
  const uploadError = tooLarge ? ADMIN_ERRORS.uploadTooLarge : errors.upload;

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Images</legend>
      {errors.images && <p className="mt-1 text-sm text-red-700">{errors.images}</p>}
      {pathErrors.map(([k, message]) => (
        <p key={k} className="mt-1 text-sm text-red-700">
          Image {Number(k.split('.')[1]) + 1}: {message}
        </p>
      ))}
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {images.map((src, i) => (
          <li
            key={`${src}-${i}`}
            className="flex items-center gap-3 rounded-lg border border-slate-200 p-2"
          >
            <input type="hidden" name="images" value={src} />
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
              type="submit"
              name="intent"
              value={`remove-image:${i}`}
              disabled={busy}
              aria-label={`Remove image ${i + 1}`}
              className={buttonClass('ghost', 'icon')}
            >
              <Icon name="trash" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="image-upload" className={labelClass}>
            Upload an image (JPEG, PNG or WebP, up to 5 MB)
          </label>
          <input
            id="image-upload"
            name="upload"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={full}
            aria-invalid={!!uploadError}
            aria-describedby={uploadError ? 'image-upload-error' : undefined}
            onChange={(e) => {
              const input = e.currentTarget;
              const file = input.files?.[0];
              if (!file) return;
              const large = file.size > MAX_UPLOAD_BYTES;
              setTooLarge(large);
              if (large) input.value = '';
              else input.form?.requestSubmit(uploadButton.current);
            }}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          />
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
          {uploadError && (
            <p id="image-upload-error" role="alert" className="mt-1 text-sm text-red-700">
              {uploadError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="image-path" className={labelClass}>
            Or add an image path
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="image-path"
              name="imagePath"
              defaultValue={imagePath}
              placeholder="/images/products/p1-1.svg"
              aria-invalid={!!errors.imagePath}
              aria-describedby={errors.imagePath ? 'image-path-error' : undefined}
              onKeyDown={(e) => {
                // Enter adds the path rather than saving the whole product.
                if (e.key !== 'Enter') return;
                e.preventDefault();
                e.currentTarget.form?.requestSubmit(addButton.current);
              }}
              className={inputClass}
            />
            <button
              ref={addButton}
              type="submit"
              name="intent"
              value="add-image"
              disabled={busy || full}
              className={buttonClass('outline', 'md', 'h-10')}
            >
              Add image
            </button>
          </div>
          {errors.imagePath && (
            <p id="image-path-error" className="mt-1 text-sm text-red-700">
              {errors.imagePath}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
