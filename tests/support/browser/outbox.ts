// The local outbox: with no SMTP_URL the functions write each e-mail as an .eml file. Tests read
// them back with mailparser, so they check what the agency would actually receive.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'

interface OutboxMail {
  file: string
  mail: ParsedMail
}

/** The .eml files in the outbox, oldest first (their names start with an ISO timestamp). */
export async function listEmails(outbox: string): Promise<string[]> {
  const names = await readdir(outbox).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  return names.filter((name) => name.endsWith('.eml')).sort()
}

export async function readEmails(outbox: string): Promise<OutboxMail[]> {
  const files = await listEmails(outbox)
  return Promise.all(files.map(async (file) => ({ file, mail: await simpleParser(await readFile(join(outbox, file))) })))
}

/** Polls `check` (real time, in Node) until it returns a value other than undefined/false. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 5000, intervalMs = 50, message = 'condition' }: { timeoutMs?: number; intervalMs?: number; message?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${message}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/** Waits until the outbox holds more than `known` e-mails and returns the new ones. */
export async function waitForNewEmails(outbox: string, known: number, timeoutMs = 5000): Promise<OutboxMail[]> {
  await waitFor(async () => (await listEmails(outbox)).length > known, {
    timeoutMs,
    message: `a new .eml file in ${outbox}`,
  })
  return (await readEmails(outbox)).slice(known)
}
