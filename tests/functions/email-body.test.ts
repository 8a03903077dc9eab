// E-mail rendering on its own: every value escaped in HTML, headers free of line breaks.
import { describe, expect, it } from 'vitest'
import { NOT_GIVEN, renderEmailBody } from '../../functions/_shared/email-body'
import { escapeHtml, toHeaderValue } from '../../functions/_shared/escape'

describe('escapeHtml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
  })

  it('escapes ampersands once, so entities stay visible text', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;')
  })
})

describe('toHeaderValue', () => {
  it('removes line breaks and control characters', () => {
    expect(toHeaderValue('Name\r\nBcc: x@example.net')).toBe('Name Bcc: x@example.net')
    expect(toHeaderValue('A\u2028B\u0000C\tD')).toBe('A BCD')
    expect(toHeaderValue('  spaced  ')).toBe('spaced')
  })
})

describe('renderEmailBody', () => {
  const body = renderEmailBody({
    heading: 'New <enquiry>',
    rows: [
      { label: 'Name', value: '<script>alert(1)</script>' },
      { label: 'Message', value: 'line one\r\nline <two>' },
      { label: 'Package', value: '' },
      { label: 'Adults', value: 2 },
      { label: 'Notes', value: undefined },
    ],
    footer: 'From the <website>',
  })

  it('escapes every value, label, the heading and the footer in HTML', () => {
    expect(body.html).not.toMatch(/<script|<enquiry>|<two>|<website>/)
    expect(body.html).toContain('<td valign="top" style="padding:6px 0">&lt;script&gt;alert(1)&lt;/script&gt;</td>')
    expect(body.html).toContain('line one<br>\nline &lt;two&gt;')
    expect(body.html).toContain('New &lt;enquiry&gt;')
    expect(body.html).toContain('From the &lt;website&gt;')
  })

  it('shows empty values as "Not given" so every field appears', () => {
    // NOT_GIVEN: data/forms.yaml `enquiries.notGiven`.
    expect(body.html.split(NOT_GIVEN)).toHaveLength(3)
    expect(body.text).toContain(`Package: ${NOT_GIVEN}`)
    expect(body.text).toContain(`Notes: ${NOT_GIVEN}`)
    expect(body.text).toContain('Adults: 2')
  })

  it('writes plain text with the values as they are', () => {
    expect(body.text).toBe(
      [
        'New <enquiry>',
        '',
        'Name: <script>alert(1)</script>',
        'Message:\nline one\nline <two>',
        `Package: ${NOT_GIVEN}`,
        'Adults: 2',
        `Notes: ${NOT_GIVEN}`,
        '',
        'From the <website>',
        '',
      ].join('\n'),
    )
  })
})
