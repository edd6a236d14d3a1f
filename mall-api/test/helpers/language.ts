import type { Client } from './client';

/** The client reading the storefront in `language`: the storefront's language cookie, as a browser sends it. */
export function reading(client: Client, language: string): Client {
  client.cookie = [client.cookie, `mall.language=${language}`].filter(Boolean).join('; ');
  return client;
}
