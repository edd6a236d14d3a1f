// A build's files as every origin of the storefront sends them (the host's and each remote's, issue 29
// item 8: kept libraries, not our own): sirv sends them (the build's brotli copies, ETags, ranges,
// nothing outside the folder) and compression compresses on the fly what the build made no copy of.
const compression = require('compression');
const sirv = require('sirv');

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A content-hashed file name (webpack's [contenthash]): its bytes never change. */
const HASHED = /\.[0-9a-f]{8,}\./;
/** Text types say their charset: a script's Chinese and German texts never depend on the page's. */
const TEXT = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json', '.txt': 'text/plain' };

/**
 * A node handler `(req, res, next)` for the files of `dir`. `versioned`: every file is immutable (a
 * build's versioned path); otherwise hashed files are, the rest revalidated. `live`: looked up per
 * request (a folder rebuilt in place is served as it is now). `headers(pathname)`: more headers per file.
 */
function builtFiles(dir, { versioned = false, live = false, headers = () => ({}) } = {}) {
  const files = sirv(dir, {
    dev: live,
    etag: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headers(pathname))) res.setHeader(name, value);
      const type = TEXT[/\.\w+$/.exec(pathname)?.[0] ?? ''];
      if (type) res.setHeader('content-type', `${type}; charset=utf-8`);
      res.setHeader('cache-control', versioned || HASHED.test(pathname) ? IMMUTABLE : 'no-cache');
    },
  });
  const compress = compression();
  return (req, res, next) => compress(req, res, () => files(req, res, next));
}

module.exports = { builtFiles };
