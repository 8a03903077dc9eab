// Before an entry is saved, the whole content check runs on the file as it would be saved
// (admin/check.ts). The fields show their own problems (admin/widgets.tsx) and stop the save;
// anything left (a problem of the whole file, or of a list) is listed here, and throwing from
// preSave stops the save with the list in Decap's error notice. Warnings do not stop it.
import CMS from './decap'
import { checkEntryFully, fieldPlace } from './check'
import { noteSaving } from './formats'
import { sentence } from './widgets'

interface EntryLike {
  get(key: string): unknown
}

export function registerSaveCheck(): void {
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: EntryLike }) => {
      const file = entry.get('path') as string
      const raw = (entry.get('raw') as string | undefined) ?? ''
      const data = (entry.get('data') as { toJS(): Record<string, unknown> }).toJS()
      noteSaving(file, raw)
      const errors = checkEntryFully(file, raw, data).problems.filter((p) => p.severity === 'error')
      if (errors.length > 0) {
        const each = errors.map((p) => (p.path.length > 0 ? `${fieldPlace(p.path)}: ${p.message}` : sentence(p.message)))
        throw new Error(`Nothing was saved: ${each.join('; ')}`)
      }
      return undefined
    },
  } as never)
}
