/**
 * The captcha image carries no answer a script can read from the markup (issue 28, item 8): paths
 * only, and what is not a number is the same whatever the answer; each image of an answer differs.
 */
import { accountCalls, orderActionCalls } from '@mall/shared/contract';
import { captchaSvg } from '../src/domain/captchaImage';
import { DEMO, loggedIn } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/server';

/** The markup with every number replaced: what a script sees besides coordinates and colours. */
const skeleton = (svg: string) => svg.replace(/-?\d+(\.\d+)?/g, '#');
const ANSWERS = ['K7QX', 'ABCD', 'HJMW', '2345', 'ZZZZ', 'RS89'];

describe('the captcha SVG', () => {
  it.each(ANSWERS)('draws %s with paths: no <text>, no text between tags, no character of it outside numbers', (answer) => {
    const svg = captchaSvg(answer);
    expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    expect(svg).not.toMatch(/<text|<tspan|font-family|<use|<symbol|<title|<desc/i);
    // No text nodes: every '>' is followed by a tag.
    expect(svg).not.toMatch(/>[^<]+</);
    expect(svg.toUpperCase()).not.toContain(answer);
    // Attribute values: numbers, rgb() colours, path commands M/L/Q, and fixed words.
    const values = [...svg.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
    for (const value of values) expect(value).toMatch(/^(?:[\d.\s-]|[MLQ](?=-?\d)|rgb\(|,|\)|100%|none|round|http:\/\/www\.w3\.org\/2000\/svg)*$/);
  });

  it('is the same markup for every answer but for its numbers', () => {
    const skeletons = new Set(ANSWERS.map((answer) => skeleton(captchaSvg(answer))));
    expect(skeletons.size).toBe(1);
  });

  it('differs each time for the same answer (reloading draws it anew)', () => {
    const drawn = new Set(Array.from({ length: 5 }, () => captchaSvg('K7QX')));
    expect(drawn.size).toBe(5);
  });
});

describe('the captcha calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ testCaptcha: 'K7QX' });
  });
  afterAll(() => server.close());
  const svgOf = (img: string) => Buffer.from(img.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

  it('answer images of paths, for the account calls and for linking orders, a new one on every call', async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    const images = [
      (await server.client().ok(accountCalls.captchaImage, {})).img,
      (await server.client().ok(accountCalls.captchaImage, {})).img,
      (await anna.ok(orderActionCalls.linkOrderCaptcha, {})).img,
      (await anna.ok(orderActionCalls.linkOrderCaptcha, {})).img,
    ].map(svgOf);
    for (const svg of images) {
      expect(svg).not.toMatch(/<text/);
      expect(svg).not.toContain('K7QX');
      expect(skeleton(svg)).toBe(skeleton(captchaSvg('ABCD')));
    }
    expect(new Set(images).size).toBe(4);
  });
});
