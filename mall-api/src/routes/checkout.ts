import type { Api } from '../http/route';

export function registerCheckout(api: Api): void {
  void api;
}
