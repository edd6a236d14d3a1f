// Runs in a dedicated worker (see warmup.ts). ICU's number and date data are loaded once per
// renderer process, so formatting once here spares the page's main thread that first load.
self.addEventListener('message', (event: MessageEvent<string>) => {
  const locale = event.data;
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  } finally {
    self.close();
  }
});
