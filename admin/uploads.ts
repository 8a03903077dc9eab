// Pictures chosen in the editor's media library ("Upload"): a file the site cannot take is
// refused before Decap keeps it as a draft (admin/upload-rule.ts), and one it takes is told to
// the check's copy of the project (admin/disk.ts) under the name Decap saves it as, so that the
// entry using it is not refused for naming a picture that is not there yet.
import { sanitizeSlug } from 'decap-cms-core/dist/esm/lib/urlHelper'
import config from 'virtual:editor/config'
import { addUploaded } from './disk'
import { uploadProblem } from './upload-rule'

/** Where Decap saves an upload: the media folder, and the name made safe as the config's slug says (spaces become hyphens). */
export function uploadPath(name: string): string {
  return `${config.media_folder as string}/${sanitizeSlug(name.toLowerCase(), config.slug)}`
}

function onFileChosen(event: Event): void {
  const input = event.target
  if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return
  const file = input.files[0]!
  const problem = uploadProblem(file)
  if (problem === undefined) {
    addUploaded(uploadPath(file.name))
    return
  }
  // Before React sees the change: Decap never hears of the file, so nothing is kept as a draft.
  event.stopImmediatePropagation()
  input.value = ''
  window.alert(problem)
}

export function registerUploadGuard(): void {
  window.addEventListener('change', onFileChosen, true)
}
