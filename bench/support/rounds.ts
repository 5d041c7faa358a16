// Interleaved rounds: the bench's way of measuring several things on one machine state, so that a busy
// moment weighs on all of them alike (bench/README.md, "Steps, limits and failures").

/** `rounds` rounds over `count` items, each sending every item once and starting one item further on than the last. */
export async function inRounds(rounds: number, count: number, send: (index: number, round: number) => Promise<void>): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    for (let k = 0; k < count; k += 1) await send((round + k) % count, round);
  }
}

/** Each side timed once a round for `rounds` rounds (`inRounds`: each first, second… equally often): its durations in ms. */
export async function timedInRounds<Side extends string>(rounds: number, sides: Record<Side, () => Promise<unknown>>): Promise<Record<Side, number[]>> {
  const names = Object.keys(sides) as Side[];
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Side, number[]>;
  await inRounds(rounds, names.length, async (index) => {
    const name = names[index] as Side;
    const t0 = performance.now();
    await sides[name]();
    samples[name].push(performance.now() - t0);
  });
  return samples;
}
