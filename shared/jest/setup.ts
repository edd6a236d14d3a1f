import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor wait on what the user waits for; 1 s (the default) ran out for a profile screen on
// a 2-core machine at load 19 (two jest workers beside browser journeys). Passing tests never wait it out.
configure({ asyncUtilTimeout: 5000 });

/**
 * jest-fixed-jsdom swaps jsdom's FormData for Node's, which cannot read a <form>. React 19 builds one
 * from the form when a submit handler starts a transition (react-router navigations do), so the test
 * environment gets a FormData that takes a form, as browsers' does.
 */
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.name && !element.disabled) {
        this.append(element.name, element.value);
      }
    }
    if (submitter instanceof HTMLButtonElement && submitter.name) this.append(submitter.name, submitter.value);
  }
}
globalThis.FormData = FormDataFromForm as typeof FormData;
