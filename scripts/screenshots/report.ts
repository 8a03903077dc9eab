// The tables of one set of shots (before or after), written into docs/screenshots/README.md
// between that set's two markers, so each run replaces its own set's tables and nothing else.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, relative } from 'node:path'
import type { Measured } from './contrast'
import type { FaceUse } from './fonts-loaded'
import type { Shot } from './shoot'

const ratio = (value: number) => value.toFixed(2)
const face = (use: FaceUse | null) => (use ? `${use.family} (${use.state})${use.drawnIn ? `, drawn in ${use.drawnIn}` : ''}` : 'no h1')
const cell = (text: string) => text.replace(/\|/g, '\\|')
const belowAA = (m: Measured) => m.worst < m.needed
const describe = (m: Measured) =>
  `${cell(m.text.what)}, ${Math.round(m.text.fontSizePx * 10) / 10} px ${m.text.fontWeight}, rgb(${m.text.color.slice(0, 3).join(' ')}): ${ratio(m.worst)} / ${ratio(m.median)} (needs ${m.needed})`

function pageRow(shot: Shot, doc: string): string {
  const worst = [...shot.contrast].sort((a, b) => a.worst - b.worst)[0]
  const failing = shot.contrast.filter(belowAA).length
  const image = `[${shot.viewport.name}](${relative(dirname(doc), shot.file)})`
  return `| \`${shot.template.path}\` | ${image} | ${face(shot.fonts.heading)} | ${face(shot.fonts.body)} | ${shot.contrast.length} | ${worst ? describe(worst) : '–'} | ${failing ? `**${failing}**` : 0} | ${shot.pictures.join(', ') || '–'} |`
}

/** Every picture that appears on the first screens of more than one page, with those pages. */
function sharedPictures(shots: Shot[]): string[] {
  const pages = new Map<string, Set<string>>()
  for (const shot of shots) for (const picture of shot.pictures) pages.set(picture, (pages.get(picture) ?? new Set()).add(shot.template.path))
  return [...pages].filter(([, on]) => on.size > 1).map(([picture, on]) => `- \`${picture}\`: ${[...on].map((path) => `\`${path}\``).join(', ')}`)
}

export function tables(shots: Shot[], doc: string, from: string): string {
  const failing = shots.flatMap((shot) =>
    shot.contrast
      .filter(belowAA)
      .map((m) => `| \`${shot.template.path}\` | ${shot.viewport.name} | ${describe(m)} | ${m.median < m.needed ? '**median too**' : 'median passes'} |`),
  )
  const covered = shots.flatMap((shot) =>
    shot.covered.map((text) => `| \`${shot.template.path}\` | ${shot.viewport.name} | ${cell(text.what)} | ${text.coveredBy.map((c) => c.what).join(', ')} |`),
  )
  const shared = sharedPictures(shots)
  return [
    `Shot ${new Date().toISOString().slice(0, 10)} from ${from}: ${shots.length / 2} pages at 375 × 812 and 1440 × 900.`,
    '',
    '| Page | Shot | Heading face | Text face | Texts over art | Lowest: worst / median | Below AA | First-screen pictures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...shots.map((shot) => pageRow(shot, doc)),
    '',
    failing.length
      ? [
          'Texts whose lightest (or darkest) pixel falls below AA:',
          '',
          '| Page | Width | Text: worst / median | Median |',
          '| --- | --- | --- | --- |',
          ...failing,
        ].join('\n')
      : 'No text over a picture falls below AA at any pixel.',
    '',
    covered.length
      ? [
          'Texts over art with a fixed element over them (their contrast leaves those pixels out):',
          '',
          '| Page | Width | Text | Covered by |',
          '| --- | --- | --- | --- |',
          ...covered,
        ].join('\n')
      : 'No text over art has a fixed element over it.',
    '',
    shared.length ? ['Pictures on the first screen of more than one page:', '', ...shared].join('\n') : 'No picture is on the first screen of two pages.',
  ].join('\n')
}

/** Replaces the set's section of the README (between `<!-- screenshots:<set>:start -->` and its end marker). */
export function writeSection(doc: string, set: string, body: string): void {
  const start = `<!-- screenshots:${set}:start -->`
  const end = `<!-- screenshots:${set}:end -->`
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : ''
  if (!text.includes(start) || !text.includes(end)) {
    throw new Error(`${doc} has no ${start} … ${end} markers: add them where the ${set} tables belong (${basename(doc)} is not rewritten otherwise)`)
  }
  writeFileSync(doc, text.slice(0, text.indexOf(start) + start.length) + `\n${body}\n` + text.slice(text.indexOf(end)))
}
