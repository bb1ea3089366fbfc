/**
 * POST /api/admin/uploads (multipart/form-data, one file in field "file", JPEG/PNG/WebP up to
 * 5 MB, with the X-Requested-With: fetch header) answers 201 { image: UploadedImage }.
 */
export interface UploadedImage {
  /**
   * 1200 px wide WebP (narrower originals keep their width): put this in a product's images.
   * AVIF and WebP at 400, 800 and 1200 px sit beside it (catalogue/image-sources.ts).
   */
  url: string;
  /** 400 px wide WebP of the same picture, for lists and thumbnails. */
  thumbnailUrl: string;
  /** Size of the 1200 px image. */
  width: number;
  height: number;
}
