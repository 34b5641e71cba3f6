import type { ChangeNotices } from '../../db/notices';

/** The channel the triggers of migration 0014 raise a notice on, naming the pharmacy ('*': all). */
export const OVERVIEW_CHANNEL = 'overview_changed';

/** Pharmacies whose notices are counted; past this many the counts start again (and trust with them). */
const COUNTED_PHARMACIES = 100_000;

/**
 * What was true before a read of a pharmacy's overview: an answer made from that read may be
 * trusted, without reading again, only while no notice about the pharmacy has come since and the
 * notices never stopped in between.
 */
export interface Mark {
  readonly round: number;
  readonly pharmacyId: number;
  readonly count: number;
}

export interface OverviewNotices {
  /** Taken BEFORE the read: a notice that comes while the read runs then breaks the mark. */
  mark(pharmacyId: number): Mark;
  /** No notice about the mark's pharmacy since it was taken, and notices came all along. */
  holds(mark: Mark | null): boolean;
  stop(): Promise<void>;
}

/**
 * Counts the notices per pharmacy. A "round" is a stretch of uninterrupted listening: a lost
 * connection, a table emptied ('*') or a notice that names no pharmacy starts a new one, which
 * breaks every mark at once.
 */
export async function overviewNotices(notices: ChangeNotices): Promise<OverviewNotices> {
  let round = 0;
  let listening = false;
  const counts = new Map<number, number>();
  const everything = () => {
    round += 1;
    counts.clear();
  };
  const stop = await notices.listen(OVERVIEW_CHANNEL, {
    notice(payload) {
      const pharmacyId = Number(payload);
      if (payload === '' || !Number.isSafeInteger(pharmacyId) || counts.size >= COUNTED_PHARMACIES) return everything();
      counts.set(pharmacyId, (counts.get(pharmacyId) ?? 0) + 1);
    },
    listening(now) {
      listening = now;
      everything();
    },
  });
  return {
    mark: (pharmacyId) => ({ round, pharmacyId, count: counts.get(pharmacyId) ?? 0 }),
    holds: (mark) => listening && mark !== null && mark.round === round && (counts.get(mark.pharmacyId) ?? 0) === mark.count,
    stop,
  };
}
