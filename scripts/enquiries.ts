// The agency's view of the kept enquiries (`npm run enquiries`):
//   npm run enquiries                       every enquiry: reference, form, when, state, attempts
//   npm run enquiries -- csv > enquiries.csv the same as CSV (for a spreadsheet)
//   npm run enquiries -- resend AN-7K3F-Q9  sends that enquiry to the agency again, now
//   npm run enquiries -- deliver            runs the scheduled delivery round now
// Locally it reads the store `npm start` keeps in .netlify/blobs (BLOBS_DIR to change it). With
// NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal access token) it reads the deployed site's
// store instead; resend and deliver then send with this shell's SMTP_URL, MAIL_TO and MAIL_FROM.
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { deliverEnquiry, deliveryStatus } from '../functions/_shared/delivery'
import { allEnquiries, csvLines } from '../functions/_shared/enquiry-listing'
import { openEnquiryStore, type EnquiryStore } from '../functions/_shared/enquiry-store'
import { normaliseReference } from '../functions/_shared/reference'
import { deliveryRound } from '../functions/_shared/sweep'
import { startLocalBlobs, type LocalBlobs } from '../tooling/local-netlify/blobs'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

// The CSV is the one the editor's Enquiries page downloads (functions/_shared/enquiry-listing.ts).
export { CSV_COLUMNS, csvField } from '../functions/_shared/enquiry-listing'

export async function runEnquiriesCommand(args: readonly string[], store: EnquiryStore, print: (line: string) => void): Promise<number> {
  const [command = 'list', argument] = args
  if (command === 'list') {
    const enquiries = await allEnquiries(store)
    const counts = { waiting: 0, delivered: 0, failed: 0 }
    for (const enquiry of enquiries) counts[deliveryStatus(enquiry)] += 1
    print(`${enquiries.length} enquiries: ${counts.waiting} waiting, ${counts.delivered} delivered, ${counts.failed} failed`)
    for (const enquiry of enquiries) {
      const { reference, form, createdAt, attempts, lastError } = enquiry
      print(
        `${reference}  ${deliveryStatus(enquiry).padEnd(9)}  ${createdAt.slice(0, 16).replace('T', ' ')}  ${form.padEnd(22)}  attempts ${attempts}${lastError ? `  last error ${lastError}` : ''}`,
      )
    }
    return 0
  }
  if (command === 'csv') {
    for (const line of csvLines(await allEnquiries(store))) print(line)
    return 0
  }
  if (command === 'resend') {
    const reference = normaliseReference(argument ?? '')
    const found = reference ? await store.findByReference(reference) : null
    if (!found) {
      print(`No enquiry with the reference "${argument ?? ''}". \`npm run enquiries\` lists them.`)
      return 1
    }
    const outcome = await deliverEnquiry(store, found.enquiry.id, { force: true })
    print(
      `${reference}: ${outcome === 'delivered' ? 'sent to the agency' : outcome === 'skipped' ? 'being sent right now by the site' : `not sent (${outcome}); it stays in the list`}`,
    )
    return outcome === 'delivered' || outcome === 'skipped' ? 0 : 1
  }
  if (command === 'deliver') {
    const summary = await deliveryRound({ budgetMs: 10 * 60_000 })
    print(`Delivered ${summary.delivered}, still waiting ${summary.deferred}, failed ${summary.failed}, removed ${summary.removed} (of ${summary.seen}).`)
    return 0
  }
  print('Usage: npm run enquiries [-- list | csv | resend <reference> | deliver]')
  return 2
}

async function main(): Promise<void> {
  const siteID = process.env.NETLIFY_SITE_ID?.trim()
  const token = process.env.NETLIFY_AUTH_TOKEN?.trim()
  let local: LocalBlobs | undefined
  if (!siteID || !token) {
    local = await startLocalBlobs(resolve(projectRoot, process.env.BLOBS_DIR ?? join('.netlify', 'blobs')))
    process.env.NETLIFY_BLOBS_CONTEXT = local.context
    process.env.NETLIFY_DEV = 'true'
  }
  try {
    const store = openEnquiryStore(siteID && token ? { siteID, token } : undefined)
    process.exitCode = await runEnquiriesCommand(process.argv.slice(2), store, (line) => console.log(line))
  } finally {
    await local?.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
