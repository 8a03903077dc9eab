// The health guide's cards of /knowledge-centre: one Markdown file each in data/knowledge/health/,
// read with gray-matter. The front matter is the card, the Markdown its Read More window. Server-only.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import MarkdownIt from 'markdown-it'
import { projectRoot } from './paths'

export const HEALTH_DIR = 'data/knowledge/health'

export interface HealthCard {
  key: string
  order: number
  icon: string
  title: string
  summary: string
  points: string[]
  /** The Read More window's text, as HTML. */
  html: string
}

// Editors write Markdown, not HTML: raw HTML in a file is shown as text.
const markdown = new MarkdownIt({ html: false, typographer: true })

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** Every card, in `order`; a front matter without a field it needs fails the build, naming the file and the field. */
export function loadHealthCards(): HealthCard[] {
  const dir = join(projectRoot(), HEALTH_DIR)
  const files = readdirSync(dir).filter((name) => name.endsWith('.md'))
  return files
    .map((name) => {
      const file = `${HEALTH_DIR}/${name}`
      const { data, content } = matter(readFileSync(join(dir, name), 'utf8'))
      const missing = ['key', 'icon', 'title', 'summary'].filter((field) => !text(data[field]))
      if (typeof data.order !== 'number') missing.push('order')
      if (!Array.isArray(data.points) || !data.points.every(text)) missing.push('points')
      if (missing.length > 0) throw new Error(`${file}: the front matter needs ${missing.join(', ')} (see ${HEALTH_DIR}/vaccinations.md)`)
      return {
        key: data.key,
        order: data.order,
        icon: data.icon,
        title: data.title,
        summary: data.summary,
        points: data.points,
        html: markdown.render(content),
      } as HealthCard
    })
    .sort((a, b) => a.order - b.order)
}
