/**
 * Image uploads (upload/uploadImage: avatars, feedback pictures): at most 2 MB. The page refuses a bigger
 * file before sending it; the server's multipart limit and its message use the same number.
 */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Raster images only: SVG can carry script. The server sniffs the bytes; the page checks the declared type. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
