// Every five minutes: sends the agency what is still undelivered (after a mail server was down or
// refused for a while), with growing pauses between attempts, for four days; then the visitors'
// acknowledgements; logs an error for each enquiry still undelivered an hour after it came; and
// deletes enquiries delivered longer ago than data/site.yaml's enquiryRetentionDays. Netlify runs
// it on its schedule; the local server too, and answers a POST to
// /.netlify/functions/deliver-enquiries by running it at once.
// https://docs.netlify.com/functions/scheduled-functions/
import type { Config } from '@netlify/functions'
import { StorageUnavailableError } from './_shared/enquiry-store'
import { jsonResponse } from './_shared/http'
import { describeErrorSafely, logFormEvent } from './_shared/log'
import { deliveryRound } from './_shared/sweep'

export default async function handler(): Promise<Response> {
  try {
    const summary = await deliveryRound()
    console.info(JSON.stringify({ function: 'deliver-enquiries', ...summary }))
    return jsonResponse(200, {
      message: `Delivered ${summary.delivered}, waiting ${summary.deferred}, failed ${summary.failed}, removed ${summary.removed}`,
      ...summary,
    })
  } catch (error) {
    logFormEvent('deliver-enquiries', error instanceof StorageUnavailableError ? 'storage-unavailable' : 'error', describeErrorSafely(error))
    return jsonResponse(503, { error: 'The enquiry store could not be read' })
  }
}

export const config: Config = {
  schedule: '*/5 * * * *',
}
