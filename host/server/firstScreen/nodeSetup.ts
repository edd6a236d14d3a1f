// Node setup for the screens the server renders (issue 16); imported before them.
// - Their stylesheet imports, which webpack extracts, are nothing here (the page links the built CSS).
// - tsx compiles @mall/shared's .tsx files (outside this tsconfig's include) with the classic
//   JSX transform, which reads a global React.
/* eslint-disable @typescript-eslint/no-require-imports */
const extensions = (require('node:module') as { _extensions?: Record<string, (module: { exports: unknown }) => void> })._extensions;
if (extensions) extensions['.css'] = (module) => {
  module.exports = {};
};
(globalThis as { React?: unknown }).React ??= require('react');
export {};
