import { renderMarkdown } from '../content/markdown'
console.log(renderMarkdown('Intro [contact](/contact) and **bold**\n\n## Information *we* collect {#information-collection}\n\ntext\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n### Sub\n'))
