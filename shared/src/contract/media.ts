/**
 * Buyers' images (after-sales evidence, review pictures, avatars): one upload call per purpose,
 * since each purpose has its own rules and its own caller (the spec shows none of these paths).
 *
 * Each call takes one image as `multipart/form-data` in the field `file`. mall-api streams it,
 * knows an image by its first bytes (never its name or declared type), refuses a kind the purpose
 * does not take (400 media.image.type) or a file at the purpose's limit (413 media.image.tooLarge),
 * stores it and answers where it is served: `/media/uploads/{id}`, with the content type of the
 * sniffed kind. Forms then send those URLs (review images, evidence images, the avatar); mall-api
 * takes only URLs of the caller's own uploads of that purpose (400 media.image.notYours).
 */
import * as v from 'valibot';
import { defineMultipartCall } from './define';

export const IMAGE_PURPOSES = ['EVIDENCE', 'REVIEW', 'AVATAR'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

const MB = 1024 * 1024;

/**
 * What each purpose takes. `maxBytes` is the first size refused: every upload (the tax-code PDF
 * too) must be under its limit, one rule for all. Spec: evidence images "each no larger than 1M",
 * the avatar "under 2M" in png, bmp, jpeg or gif; review images have no stated size, 5 MB is ours.
 */
export const IMAGE_RULES = {
  EVIDENCE: { kinds: ['jpeg', 'png', 'gif', 'webp', 'bmp'], maxBytes: MB, limitLabel: '1M' },
  REVIEW: { kinds: ['jpeg', 'png', 'gif', 'webp', 'bmp'], maxBytes: 5 * MB, limitLabel: '5M' },
  AVATAR: { kinds: ['png', 'bmp', 'jpeg', 'gif'], maxBytes: 2 * MB, limitLabel: '2M' },
} as const satisfies Record<ImagePurpose, { kinds: readonly string[]; maxBytes: number; limitLabel: string }>;

/** The MIME types a browser reports for each kind: the picker's first check, before a byte is sent. */
export const IMAGE_KIND_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

export const UPLOADS_MEDIA_PATH = '/media/uploads';
export const uploadedImagePath = (id: string) => `${UPLOADS_MEDIA_PATH}/${encodeURIComponent(id)}`;

/** A URL mall-api serves an uploaded image from (what forms send back). */
export const UploadedImageUrl = v.pipe(v.string(), v.maxLength(200), v.regex(/^\/media\/uploads\/[0-9a-f-]{36}$/, 'media.image.notYours'));

export const UploadedImage = v.object({
  id: v.string(),
  url: v.string(),
  size: v.number(),
  contentType: v.string(),
});
export type UploadedImage = v.InferOutput<typeof UploadedImage>;

const imageRequest = (purpose: ImagePurpose) =>
  v.object({ file: v.pipe(v.instance(Blob), v.maxSize(IMAGE_RULES[purpose].maxBytes - 1, 'media.image.tooLarge')) });

/** An after-sales evidence image (buyers and guests with an order). */
export const uploadEvidenceImage = defineMultipartCall({
  method: 'POST',
  path: '/sapi/mall-media/image/evidence',
  request: imageRequest('EVIDENCE'),
  response: UploadedImage,
});

/** A review or follow-up picture (buyers). */
export const uploadReviewImage = defineMultipartCall({
  method: 'POST',
  path: '/sapi/mall-media/image/review',
  request: imageRequest('REVIEW'),
  response: UploadedImage,
});

/** An avatar (buyers). */
export const uploadAvatarImage = defineMultipartCall({
  method: 'POST',
  path: '/sapi/mall-media/image/avatar',
  request: imageRequest('AVATAR'),
  response: UploadedImage,
});

export const UPLOAD_CALLS = {
  EVIDENCE: uploadEvidenceImage,
  REVIEW: uploadReviewImage,
  AVATAR: uploadAvatarImage,
} as const satisfies Record<ImagePurpose, unknown>;
