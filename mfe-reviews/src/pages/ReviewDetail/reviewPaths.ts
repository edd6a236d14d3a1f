/** A review id from the route (/buyer/comment-detail/:id, /buyer/comment-plus/:id); null when it is none. */
export function reviewIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Spec route of the follow-up form. */
export const reviewPlusPath = (commentId: number) => `/buyer/comment-plus/${commentId}`;
