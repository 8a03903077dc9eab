// How an island's form is sent (islands/forms/use-enquiry-form.ts): POST as JSON, and the reply's
// HTTP ok flag decides success (docs/specification/part-1.md and part-2.md, section 7), which also decides the message's
// colour. The texts are given by the caller, so this module carries no words.

/** What the visitor is shown after sending: `ok` is green, anything else red; a reference only after success. */
interface EnquiryOutcome {
  ok: boolean
  message: string
  reference: string
}

/**
 * `failureText` is shown when the server fails without its own text, `networkErrorText` when
 * nothing came back (offline, refused connection).
 */
export async function sendEnquiry(endpoint: string, body: Record<string, unknown>, failureText: string, networkErrorText: string): Promise<EnquiryOutcome> {
  try {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const { ok } = response
    const reply = (await response.json().catch(() => ({}))) as { message?: string; error?: string; reference?: string }
    return { ok, message: (ok ? reply.message : reply.error || failureText) ?? '', reference: (ok && reply.reference) || '' }
  } catch {
    return { ok: false, message: networkErrorText, reference: '' }
  }
}
