import type { PolicyPages } from '../../schemas/types.generated'

/**
 * The cookie choice on /cookie-policy: the current choice and the banner's two buttons, plus
 * Cookie Settings to pick one. renderer/shell/consent-controls.ts runs it on the banner's store;
 * without JavaScript only the note is shown (policy.css hides the rest when scripting is off: in
 * the markup it shows, so that the page's first paint holds it and nothing moves when the shell's
 * script, which comes after that paint, fills it in).
 */
export function ConsentControls({ text }: { text: PolicyPages['consent'] }) {
  return (
    <section
      className="consent-box"
      aria-labelledby="consent-box-heading"
      data-consent-controls
      data-choice-all={text.choices.all}
      data-choice-essential={text.choices.essential}
      data-choice-none={text.choices.none}
      data-saved-on={text.savedOn}
    >
      <h2 id="consent-box-heading" className="consent-box__heading">
        {text.heading}
      </h2>
      <div data-consent-live>
        <p className="consent-box__current" role="status" aria-live="polite">
          {text.currentLabel} <strong data-consent-choice>{text.choices.none}</strong> <span data-consent-date />
        </p>
        <div className="consent-box__actions">
          <button type="button" className="button button--primary" data-consent="all">
            {text.acceptAll}
          </button>
          <button type="button" className="button button--outline" data-consent-settings aria-expanded="false" aria-controls="consent-settings">
            {text.settings}
          </button>
          <button type="button" className="button button--primary" data-consent="essential">
            {text.essentialOnly}
          </button>
        </div>
        <form id="consent-settings" className="consent-box__settings" data-consent-settings-form hidden>
          <fieldset>
            <legend>{text.settingsHeading}</legend>
            {[
              { value: 'essential', option: text.essentialOption, note: text.essentialNote },
              { value: 'all', option: text.allOption, note: text.allNote },
            ].map(({ value, option, note }) => (
              <label key={value} className="consent-box__option">
                <input type="radio" name="consent" value={value} />
                <span>
                  <strong>{option}</strong> {note}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary">
            {text.save}
          </button>
        </form>
      </div>
      <noscript>
        <p>{text.noScript}</p>
      </noscript>
    </section>
  )
}
