/** Page navigation the adapters do, in one object so tests can watch it (jsdom's location cannot be stubbed). */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
  reload: () => window.location.reload(),
};
