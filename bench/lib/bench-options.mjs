/** The host's settings in every Spielleiter room of the bench: the full 16-player deal, the shortest timers the options allow. */
export const BENCH_OPTIONS = {
  wolves: 4,
  protector: true,
  hunter: true,
  secretCards: false,
  deadSeeAll: true,
  theme: 'werwolf',
  nightSeconds: 20,
  discussionSeconds: 30,
  voteSeconds: 15,
  defenseSeconds: 10,
  hunterSeconds: 10,
}
