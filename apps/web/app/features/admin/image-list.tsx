import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { MAX_IMAGES } from '@shop/shared/admin/products';
import { useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { ApiError } from '~/lib/api-client';
import { adminApi } from './admin-api';
import { inputClass, labelClass } from './ui';

function uploadError(err: unknown): string {
  if (!(err instanceof ApiError)) return 'The upload failed. Please try again.';
  if (err.code === 'unsupported_image') return ADMIN_ERRORS.uploadType;
  if (err.code === 'file_too_large' || err.status === 413) return ADMIN_ERRORS.uploadTooLarge;
  return err.message;
}

/** The product's images in order (the first is the main one): remove, add by path or upload. */
export function ImageList({
  images,
  onChange,
  errors,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  errors: Record<string, string>;
}) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [path, setPath] = useState('');
  const pathErrors = Object.entries(errors).filter(([k]) => k.startsWith('images.'));
  const full = images.length >= MAX_IMAGES;

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      const { image } = await adminApi.upload(file);
      onChange([...images, image.url]);
    } catch (err) {
      setProblem(uploadError(err));
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  const addPath = () => {
    if (path.trim() === '') return;
    onChange([...images, path.trim()]);
    setPath('');
  };

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
              type="button"
              aria-label={`Remove image ${i + 1}`}
              onClick={() => onChange(images.filter((_, j) => j !== i))}
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
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading || full}
            onChange={(e) => void upload(e.currentTarget)}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          />
          {uploading && (
            <p role="status" className="mt-1 text-sm text-slate-600">
              Uploading…
            </p>
          )}
          {problem && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {problem}
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
              value={path}
              placeholder="/images/products/p1-1.svg"
              onChange={(e) => setPath(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addPath();
                }
              }}
              className={inputClass}
            />
            <button
              type="button"
              disabled={full}
              onClick={addPath}
              className={buttonClass('outline', 'md', 'h-10')}
            >
              Add image
            </button>
          </div>
        </div>
      </div>
    </fieldset>
  );
}
