import type { ReactElement } from 'react';
import { renderScreen as renderInShell } from '@mall/shared/testing';
import { NAMESPACE } from '../routes';

export { fakeApi, failure, serverError } from '@mall/shared/testing';

/** Renders one of this bundle's screens as the host would, with the bundle's texts loaded. */
export const renderScreen = (ui: ReactElement, options: Omit<Parameters<typeof renderInShell>[1], 'namespaces'>) =>
  renderInShell(ui, { ...options, namespaces: [...NAMESPACE] });
