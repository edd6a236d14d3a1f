// The server side of the first screens (issue 29): what the host's server and each remote's server
// renderer share. Not part of @mall/shared's browser export (react-dom/server stays off the page).
export * from './protocol';
export { renderToMarkup, type ServerRenderOptions } from './render';
export { serverTexts, type ServerNamespaces } from './texts';
export { withStoreState, type StoreState } from './storeState';
export { createAnswerCache, type Answer } from './answers';
