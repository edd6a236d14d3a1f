import type { Queryable } from '../db/db';
import type { SeedClock } from './clock';

export async function seedOrderScenarios(tx: Queryable, clock: SeedClock): Promise<void> {
  void tx;
  void clock;
}
