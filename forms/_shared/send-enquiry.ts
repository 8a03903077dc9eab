// The one way a form is sent, for the React islands (islands/forms/use-enquiry-form.ts) and the
// plain-script newsletter box (renderer/shell/newsletter.ts): POST as JSON, and the reply's HTTP
// ok flag decides success (specification section 7), which also decides the message's colour.
// The texts are given by the caller, so this module carries no words (the shell script stays small).

/** What the visitor is shown after sending: `ok` is green, anything else red. */
export type EnquiryOutcome = { ok: true; message: string; reference: string } | { ok: false; message: string }

export interface SendTexts {
  /** Shown when the server fails without its own text. */
  failureText: string
  /** Shown when nothing came back (offline, refused connection). */
  networkErrorText: string
}

export async function sendEnquiry(endpoint: string, body: Record<string, unknown>, texts: SendTexts): Promise<EnquiryOutcome> {
  try {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const reply = (await response.json().catch(() => ({}))) as { message?: string; error?: string; reference?: string }
    if (!response.ok) return { ok: false, message: reply.error || texts.failureText }
    return { ok: true, message: reply.message ?? '', reference: reply.reference ?? '' }
  } catch {
    return { ok: false, message: texts.networkErrorText }
  }
}
