import type { Clock } from '../core/clock';
import type { Database } from '../db/connect';

export interface SeedContext {
  /** The seed's transaction: all steps commit together or not at all. */
  db: Database;
  /** Demo dates are relative to it ("yesterday", "this quarter"), so tests can fix them. */
  clock: Clock;
}

/** One module's share of the demo data. Later steps may rely on the rows of earlier ones. */
export interface SeedStep {
  name: string;
  run(context: SeedContext): Promise<void>;
}
