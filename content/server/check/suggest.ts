/** Edit distance (insert, delete, substitute, swap two neighbours), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase()
  const t = b.toLowerCase()
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i, ...Array<number>(t.length).fill(0)])
  for (let j = 1; j <= t.length; j++) d[0][j] = j
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[s.length][t.length]
}

/** The candidates close enough to be what was meant, closest first (a typo, not a different word). */
export function closest(word: string, candidates: readonly string[], limit = 1): string[] {
  const allowed = Math.max(2, Math.floor(word.length / 3))
  return candidates
    .map((candidate, index) => ({ candidate, index, distance: editDistance(word, candidate) }))
    .filter((c) => c.distance <= allowed)
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, limit)
    .map((c) => c.candidate)
}
