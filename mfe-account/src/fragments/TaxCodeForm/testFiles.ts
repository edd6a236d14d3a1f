/** jsdom's File lacks arrayBuffer() (browsers have it): read through FileReader in tests. */
export function polyfillBlobArrayBuffer(): void {
  const proto = File.prototype as File & { arrayBuffer?: unknown };
  if (typeof proto.arrayBuffer === 'function') return;
  Object.defineProperty(File.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

/** A tiny PDF as the buyer would pick it. */
export const pdfFile = (name = 'nif.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
