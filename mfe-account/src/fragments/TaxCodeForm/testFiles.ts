import { File as NodeFile } from 'node:buffer';

/**
 * A tiny PDF as the buyer would pick it. Node's File, not jsdom's: the test environment's fetch
 * and FormData are Node's and take only Node's Blobs (in a browser there is only one kind).
 */
export const pdfFile = (name = 'nif.pdf') => new NodeFile(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' }) as unknown as File;
