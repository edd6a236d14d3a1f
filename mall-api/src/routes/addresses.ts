import type { Api } from '../http/route';

export function registerAddresses(api: Api): void {
  void api;
}
