import * as v from 'valibot';
import { reviewCalls, type NewComment, type ReviewableLine, type UploadedImage } from '@mall/shared/contract';

/** What the buyer has entered for one order line (or for a follow-up). */
export interface LineEntry {
  rate: number | null;
  content: string;
  images: UploadedImage[];
}

export const emptyEntry = (): LineEntry => ({ rate: null, content: '', images: [] });

/** Message keys per field of one entry (the contract's keys, translated where shown). */
export type EntryErrors = Partial<Record<'rate' | 'content' | 'images', string>>;

/**
 * Spec: /buyer/comment-add?orderId=..&orderLineIds=[JSON array]; the orders bundle links to
 * /buyer/comment with the same query. A comma-separated list is taken too. Null when unusable.
 */
export function readReviewTarget(params: URLSearchParams): { orderId: number | null; orderLineIds: number[] } | null {
  const raw = params.get('orderLineIds')?.trim() ?? '';
  let ids: unknown;
  try {
    ids = raw.startsWith('[') ? JSON.parse(raw) : raw.split(',').filter(Boolean).map(Number);
  } catch {
    return null;
  }
  const valid = v.safeParse(v.pipe(v.array(reviewCalls.NewComment.entries.postId), v.minLength(1), v.maxLength(reviewCalls.REVIEW_BATCH_MAX)), ids);
  if (!valid.success) return null;
  const orderId = Number(params.get('orderId'));
  return { orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null, orderLineIds: [...new Set(valid.output)] };
}

/** The lines the form asks about: the order's, without DIY child lines (spec) and without those reviewed already. */
export const linesToReview = (lines: readonly ReviewableLine[], orderId: number | null) =>
  lines.filter((line) => line.lineGroupTypeDict !== 'DIY_CHILD' && line.commentStatus === 'NOT_EVALUATED' && (orderId === null || line.tradeOrder.id === orderId));

/** One entry as the create call takes it: a review of postId, or with parentId a follow-up (no rating). */
export const toNewComment = (postId: number, entry: LineEntry, parentId?: number): NewComment => ({
  postId,
  ...(parentId === undefined ? { rateDict: entry.rate } : { parentId }),
  content: entry.content,
  images: { files: entry.images.map((image) => ({ url: image.url })) },
});

const FIELD_OF: Record<string, keyof EntryErrors> = { rateDict: 'rate', content: 'content', images: 'images' };

/** Checks one entry with the contract's own schema (what mall-api checks too): its message key per field. */
export function checkEntry(comment: NewComment): EntryErrors {
  const result = v.safeParse(reviewCalls.NewComment, comment);
  if (result.success) return {};
  const errors: EntryErrors = {};
  for (const issue of result.issues) {
    const field = FIELD_OF[String(issue.path?.[0]?.key ?? '')];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** One refused field of the form: its line, which field, the message key. */
export interface Problem {
  line: ReviewableLine;
  field: keyof EntryErrors;
  key: string;
}

const FIELD_ORDER: ReadonlyArray<keyof EntryErrors> = ['rate', 'content', 'images'];

/** Every error of the form in the order the fields are drawn (line by line: rating, text, pictures). */
export const problemsOf = (lines: readonly ReviewableLine[], errors: Record<number, EntryErrors>): Problem[] =>
  lines.flatMap((line) => FIELD_ORDER.flatMap((field) => (errors[line.id]?.[field] ? [{ line, field, key: errors[line.id]![field]! }] : [])));

