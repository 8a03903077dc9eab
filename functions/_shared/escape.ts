// Making visitor text safe for the two places it goes: HTML e-mail bodies and mail headers.

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes every character that could start markup or end an attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character])
}

/**
 * Removes CR, LF and other line breaks (and control characters) so a value cannot add headers,
 * and breaks up a typed RFC 2047 encoded word (`=?utf-8?Q?=0D=0ABcc:...?=`), which mail clients
 * would otherwise decode into a line break or text the visitor did not type as such.
 */
export function toHeaderValue(value: string): string {
  return (
    value
      .replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .replace(/=\?/g, '= ?')
      .trim()
  )
}
