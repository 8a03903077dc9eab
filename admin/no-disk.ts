// The content check reads schemas and files from the disk in Node; in the editor (the browser) it
// is given them instead (admin/check.ts). Its modules still import node:fs, which resolves here in
// the editor's bundle: anything that reaches for the disk there is a mistake, and says so.
const noDisk = (name: string) => () => {
  throw new Error(`${name} is not available in the browser editor`)
}
export const readFileSync = noDisk('readFileSync')
export const readdirSync = noDisk('readdirSync')
export const existsSync = noDisk('existsSync')
export const statSync = noDisk('statSync')
export default { readFileSync, readdirSync, existsSync, statSync }
