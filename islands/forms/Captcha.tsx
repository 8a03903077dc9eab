import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { DEV_CAPTCHA_TOKEN } from '../../forms/_shared/messages'
import { useLocale, useWords } from '../../content/react/use-words'
import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from '../../content/browser/locale'

export interface CaptchaHandle {
  /** False when the reCAPTCHA script never arrived (blocked, offline). */
  isLoaded(): boolean
  /** The response token, or '' when the visitor has not completed the check. */
  getToken(): string
  reset(): void
}

export interface CaptchaConfig {
  /** Google reCAPTCHA v2 site key; absent on a machine with no keys (development stand-in). */
  siteKey?: string
}

interface Grecaptcha {
  ready(cb: () => void): void
  render(el: HTMLElement, options: { sitekey: string; theme: 'dark' | 'light' }): number
  getResponse(id: number): string
  reset(id: number): void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

let scriptPromise: Promise<void> | undefined

/** The script, asking for the widget in the page's language (English pages keep Google's default). */
function loadRecaptchaScript(locale: Locale): Promise<void> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    const language = locale === DEFAULT_LOCALE ? '' : `&hl=${LANGUAGE_TAGS[locale]}`
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit${language}`
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'))
    document.head.append(script)
  })
  return scriptPromise
}

/** What counts as the visitor starting on a form: Google is contacted only after one of these. */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const

/**
 * Resolves when the visitor first uses the form around `el` (focus, pointer or key), or at once
 * when the form is in a window the visitor opened. Until then nothing is fetched from Google, so a
 * visit that never touches a form makes no request to it.
 */
function firstUse(el: HTMLElement): { promise: Promise<void>; cancel(): void } {
  const area = el.closest('form') ?? el.parentElement ?? el
  if (el.closest('dialog, [role="dialog"]') || area.contains(document.activeElement)) return { promise: Promise.resolve(), cancel() {} }
  let done: () => void = () => {}
  const promise = new Promise<void>((resolve) => (done = resolve))
  const onUse = () => {
    cancel()
    done()
  }
  const cancel = () => FIRST_USE_EVENTS.forEach((type) => area.removeEventListener(type, onUse, true))
  FIRST_USE_EVENTS.forEach((type) => area.addEventListener(type, onUse, true))
  return { promise, cancel }
}

/** Google reCAPTCHA v2 when a site key is configured, otherwise a clearly labelled stand-in. */
export function Captcha({ config, theme = 'light', ref }: { config: CaptchaConfig; theme?: 'dark' | 'light'; ref: Ref<CaptchaHandle> }) {
  const container = useRef<HTMLDivElement>(null)
  const widgetId = useRef<number | null>(null)
  const [standInChecked, setStandInChecked] = useState(false)
  const siteKey = config.siteKey
  const locale = useLocale()
  const t = useWords()

  useEffect(() => {
    if (!siteKey || !container.current) return
    let cancelled = false
    const use = firstUse(container.current)
    use.promise
      .then(() => loadRecaptchaScript(locale))
      .then(() =>
        window.grecaptcha?.ready(() => {
          if (cancelled || !container.current || widgetId.current !== null) return
          widgetId.current = window.grecaptcha!.render(container.current, { sitekey: siteKey, theme })
        }),
      )
      .catch(() => {
        // Reported at submit time with the "reCAPTCHA not loaded" message of docs/specification/ (section 8).
      })
    return () => {
      cancelled = true
      use.cancel()
    }
  }, [siteKey, theme, locale])

  useImperativeHandle(
    ref,
    () => ({
      isLoaded: () => (siteKey ? Boolean(window.grecaptcha && widgetId.current !== null) : true),
      getToken: () => {
        if (!siteKey) return standInChecked ? DEV_CAPTCHA_TOKEN : ''
        return widgetId.current !== null && window.grecaptcha ? window.grecaptcha.getResponse(widgetId.current) : ''
      },
      reset: () => {
        if (!siteKey) setStandInChecked(false)
        else if (widgetId.current !== null) window.grecaptcha?.reset(widgetId.current)
      },
    }),
    [siteKey, standInChecked],
  )

  if (siteKey) return <div className="captcha" ref={container} />
  return (
    <div className="captcha captcha--standin">
      <label>
        <input type="checkbox" checked={standInChecked} onChange={(e) => setStandInChecked(e.target.checked)} />
        {t('forms.notRobot')}
      </label>
      <p className="captcha__note">{t('forms.captchaStandIn')}</p>
    </div>
  )
}
