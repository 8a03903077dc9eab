// What a form's function does, said in the form's definition (forms/<form>.ts, `defineForm`): the
// name it is stored and logged by, where it is posted, the request it accepts, its replies and
// the e-mail the agency receives. functions/_shared/form-function.ts builds the handler from it,
// so functions/send-<form>.ts holds only the definition's name and the literal `config` Netlify
// reads from the file's source. Browser-safe: an island imports the endpoint alone (the
// registration, marked free of side effects, stays out of its bundle); nothing of functions/
// (tests/site/import-direction.test.ts).
import type { z } from 'zod'
import type { Locale } from '../../content/browser/locale'
import type { FieldDefinitions } from './define-form'

/** Where a form posts: its function in functions/ and the path the browser sends to. */
export interface FormEndpoint {
  /** The function's file name in functions/ (without .ts). */
  function: string
  path: string
}

/** A form's endpoint from its function's name: Netlify serves every function at /.netlify/functions/<name>. */
/* @__NO_SIDE_EFFECTS__ */
export const formEndpoint = (name: string): FormEndpoint => ({ function: name, path: `/.netlify/functions/${name}` })

/** What a form's replies say in one language. */
interface FormReplyWords {
  labels: Readonly<Record<string, string>>
  successText: string
  failureText: string
}

/** One row of an e-mail: a label and the value, `chosen` when it is one of the form's own values. */
interface FormMailRow {
  label: string
  value: string | number | undefined
  chosen?: boolean
}

/** What the agency's e-mail for one enquiry says (the function renders, escapes and sends it). */
interface FormMail {
  subject: string
  replyTo?: { name?: string; email: string }
  heading: string
  rows: readonly FormMailRow[]
  footer?: string
  /** False: nothing is sent to the address typed (an address no one has confirmed is the visitor's). */
  acknowledge?: false
}

interface ReplyBase<Body> {
  /** The request body the function accepts (checked again on the server with the island's rules). */
  schema: z.ZodType<Body>
  /**
   * The labels, success and failure texts in the visitor's language; in English ('en') they also
   * name the fields in the error sentence and the agency's e-mail.
   */
  textsIn(locale: Locale): FormReplyWords
}

/** An enquiry form's function: its limits and the e-mail it sends. */
export interface EnquiryReply<Body> extends ReplyBase<Body> {
  kind: 'enquiry'
  /** The body limit in bytes; 32 KiB unless said. */
  maxBodyBytes?: number
  /** False for a form guarded otherwise (a honeypot and the rate limit): no captcha. */
  captcha?: false
  /** A field that must arrive empty. */
  honeypotField?: string
  /** The visitor's acknowledgement rows in their language; the agency's rows relabelled unless said. */
  acknowledgementRows?(data: Body, locale: Locale): readonly FormMailRow[]
  /** The agency's e-mail for one enquiry. */
  mail(data: Body): FormMail
}

/** A visa application's function: the documents checked by content and attached to the visa team's e-mail. */
export interface ApplicationReply<Body> extends ReplyBase<Body> {
  kind: 'application'
  /** What was applied for, e.g. 'Saudi Umrah application'. */
  applyingFor(data: Body): string
  /** Which form on the website sent it, for the footer. */
  formTitle: string
  /** The definition in the order of the e-mail's rows (before the attached files). */
  emailFields: FieldDefinitions
}

export type FormReply<Body = unknown> = EnquiryReply<Body> | ApplicationReply<Body>

/** An enquiry form's reply (Body inferred from its schema, so `mail` is typed by it). */
/* @__NO_SIDE_EFFECTS__ */
export const enquiryReply = <Body>(reply: Omit<EnquiryReply<Body>, 'kind'>): EnquiryReply<Body> => ({ kind: 'enquiry', ...reply })

/** What a form asking first and last name knows of the visitor. */
interface NamedVisitor {
  firstName: string
  lastName: string
  email: string
}

/**
 * The agency's e-mail for a form that asks the visitor's first and last name: the name joined once,
 * here, and the reply going back to the visitor, so each form writes only its subject, heading and rows.
 */
/* @__NO_SIDE_EFFECTS__ */
export const visitorMail =
  <Body extends NamedVisitor>(mail: (data: Body, name: string) => Omit<FormMail, 'replyTo'>) =>
  (data: Body): FormMail => {
    const name = `${data.firstName} ${data.lastName}`
    return { ...mail(data, name), replyTo: { name, email: data.email } }
  }

/** A visa application's reply. */
/* @__NO_SIDE_EFFECTS__ */
export const applicationReply = <Body>(reply: Omit<ApplicationReply<Body>, 'kind'>): ApplicationReply<Body> => ({ kind: 'application', ...reply })
