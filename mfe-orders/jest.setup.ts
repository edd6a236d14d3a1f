import { configure } from '@testing-library/react';

/**
 * The order screens load their dialogs as lazy chunks and the whole suite runs beside builds on a
 * 2-core machine: give what the user waits for (a dialog, a toast) up to 5 s to appear, not 1 s.
 */
configure({ asyncUtilTimeout: 5000 });
