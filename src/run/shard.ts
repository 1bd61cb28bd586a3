/**
 * The split of `shard: i/n` (SPEC §9): the (fixture, seed) pairs are sorted by target and seed, and
 * shard i takes every n-th pair from the i-th. The order depends only on the configuration and the
 * manifests of the base revision, never on time, the runner or the order of files on disk, so every
 * job of a matrix — and a re-run of one — computes the same slices. Scope and property are not split:
 * every shard runs them on the whole patch (README, "Sharding").
 */
export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** The (fixture, seed) pairs of this shard: sorted by target and seed, every n-th from the i-th. */
export function shardPairs<T extends { target: string; seed: number }>(pairs: T[], shard?: Shard): T[] {
  const sorted = [...pairs].sort((a, b) =>
    a.target < b.target ? -1 : a.target > b.target ? 1 : a.seed - b.seed,
  );
  if (!shard) return sorted;
  return sorted.filter((_, k) => k % shard.count === shard.index - 1);
}
