import { configure } from '@testing-library/react';

/**
 * The after-sales screens load their dialogs and sheets as lazy chunks, and the suite runs beside
 * builds on a busy 2-core machine: what the buyer waits for gets up to 5 s to appear, not 1 s.
 */
configure({ asyncUtilTimeout: 5000 });
