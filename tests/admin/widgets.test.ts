// The editor registers only the parts of Decap it uses (admin/decap.ts), not decap-cms-app's every
// widget: a field the configuration gives a widget nobody registered would show staff "No control
// for widget" in place of its box. Every widget the built configuration names is Decap's own as
// registered (admin/decap-widgets.ts) or the editor's (a checked number, a Bengali text beside its
// English).
import { describe, expect, it } from 'vitest'
import { DECAP_WIDGETS } from '../../admin/decap-widgets'
import { NUMBER_WIDGET } from '../../content/server/editor/editor-config'
import { TRANSLATION_WIDGETS } from '../../content/server/editor/translation-config'
import { editorModules } from '../../scripts/admin/editor-modules'

/** The configuration as the editor's build gets it (virtual:editor/config). */
function builtConfig(): unknown {
  const plugin = editorModules() as unknown as { load(id: string): string | undefined }
  const module = plugin.load('\0virtual:editor/config')
  if (!module) throw new Error('editorModules() made no virtual:editor/config')
  return JSON.parse(module.replace(/^export default /, ''))
}

function widgetsNamed(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) widgetsNamed(item, found)
  else if (value && typeof value === 'object') {
    const { widget } = value as { widget?: unknown }
    if (typeof widget === 'string') found.add(widget)
    for (const item of Object.values(value)) widgetsNamed(item, found)
  }
  return found
}

describe("the editor's widgets", () => {
  it('has a registered widget for every field of the configuration', () => {
    const registered = new Set<string>([...DECAP_WIDGETS, NUMBER_WIDGET, ...Object.values(TRANSLATION_WIDGETS)])
    const named = widgetsNamed(builtConfig())
    // The configuration's own: its texts, lists, numbers and Bengali boxes are there to find.
    expect([...named]).toEqual(expect.arrayContaining(['string', 'text', 'list', 'object', 'markdown', NUMBER_WIDGET, TRANSLATION_WIDGETS.string!]))
    expect([...named].filter((name) => !registered.has(name))).toEqual([])
  })
})
