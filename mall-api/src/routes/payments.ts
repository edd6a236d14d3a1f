import type { Api } from '../http/route';

export function registerPayments(api: Api): void {
  void api;
}
