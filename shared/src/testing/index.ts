import type { User } from '../contract/auth';
import { Suspense, createElement, type ReactElement, type ReactNode } from 'react';
import { queries, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { changeLanguage, i18n, initI18n, type Language } from '../i18n';

export interface I18nRenderOptions extends Omit<RenderOptions, 'queries'> {
  language?: Language;
  /** Namespaces the screen under test reads, besides `common`. Register them before calling. */
  namespaces?: string[];
}

/** Starts the one i18next instance in `language` and loads the namespaces, so nothing suspends mid-test. */
export async function loadI18n(language: Language = 'en', namespaces: string[] = []): Promise<void> {
  await initI18n(language);
  if (i18n.language !== language) await changeLanguage(language);
  await i18n.loadNamespaces(['common', ...namespaces]);
}

/** Renders `ui` the way the host does: i18n ready, inside Suspense (react-i18next suspends while loading). */
export async function renderWithI18n(ui: ReactElement, options: I18nRenderOptions = {}): Promise<RenderResult> {
  const { language = 'en', namespaces = [], wrapper: Wrapper, ...renderOptions } = options;
  await loadI18n(language, namespaces);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(Suspense, { fallback: null }, Wrapper ? createElement(Wrapper, null, children) : children);
  return render<typeof queries>(ui, { ...renderOptions, wrapper });
}
export { fakeApi, failure, serverError, renderScreen, type ApiCall } from './screen';

/** A logged-in buyer for component tests; patch what the test is about. */
export const testBuyer = (patch: Partial<User> = {}): User => ({
  id: 1,
  nickname: 'Anna',
  username: 'anna',
  email: 'anna@example.com',
  mobile: null,
  prefix: null,
  isTourist: false,
  extra: { firstName: 'Anna', lastName: 'Berg', city: null, gender: null },
  ...patch,
});
export { mallApiStandIn, okAnswer, refusal, type MallApiAnswers } from './mallApi';
export { testItemDetail, testProductCard } from './mallApi';
export { answerMallApi, testRenderRequest, testSite } from './serverRender';
