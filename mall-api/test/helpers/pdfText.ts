import { execFile } from 'node:child_process';

/**
 * The text of a PDF, extracted by PDF.js (unpdf) in a child node process: unpdf loads PDF.js with
 * a dynamic import(), which jest's VM refuses without --experimental-vm-modules.
 */
const SCRIPT = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
process.stdout.write((await extractText(pdf, { mergePages: true })).text);
`;

export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: __dirname, maxBuffer: 10 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin!.end(bytes);
  });
}
