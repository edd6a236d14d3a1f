import type { Api } from '../http/route';

export function registerOrderActions(api: Api): void {
  void api;
}
