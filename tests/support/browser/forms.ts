// What the form tests of the newer pages share: the colour of a form's message, and a gate that
// holds a request until released (to see the button's label while sending).
import type { Locator, Route } from 'playwright-core'

/** 'red', 'green' or the colour itself, from the message's computed text colour. */
export async function messageColour(message: Locator): Promise<string> {
  const colour = await message.evaluate((el) => getComputedStyle(el).color)
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number) as [number, number, number]
  if (r > 140 && g < 90 && b < 90) return 'red'
  if (g > r + 40 && g > b) return 'green'
  return colour
}

/** Holds a request until released, then lets it through to the real server. */
export function gate() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, handler: async (route: Route) => (await released, route.continue()) }
}
