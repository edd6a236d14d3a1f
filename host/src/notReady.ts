/** Where the server's markup is not hydrated yet (issue 29): the frame or a region the app has not taken over. */
export const NOT_HYDRATED = '[data-hydrating]';

/**
 * A form the server drew, submitted before the app has hydrated it, would send the page away as a
 * plain GET of its fields (issue 29): kept back, as its button shows it is not ready yet. In the
 * capture phase on the document, ahead of React's own listeners on #root.
 */
export function holdEarlySubmits(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof Element && event.target.closest(NOT_HYDRATED)) event.preventDefault();
    },
    true,
  );
}
