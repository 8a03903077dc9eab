// The home page videos: nothing from YouTube loads until a visitor chooses a video; the player
// is a modal dialog that locks page scroll and closes by Escape, its close button or the backdrop.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT, useE2E, waitForIslands } from '../support/browser'
import { literally, t } from '../support/words'

const e2e = useE2E()

const { videos } = parse(readFileSync(join(PROJECT_ROOT, 'data', 'home.yaml'), 'utf8')) as {
  videos: { items: Array<{ youtubeId: string; title: string }> }
}
const YOUTUBE = /^https?:\/\/(www\.)?youtube-nocookie\.com\//

/** An id of the agency's own video in place of a sample one (data/ holds only samples, which the player does not play). */
const ownId = (sampleId: string) => `own${sampleId.slice(3)}`

/** The home page; `ownVideos`: as it is once the agency has put its own video ids in data/. */
async function openHome({ ownVideos = false } = {}) {
  const opened = await e2e.open()
  const youtubeRequests: string[] = []
  opened.page.on('request', (request) => {
    if (/youtube/.test(new URL(request.url()).hostname)) youtubeRequests.push(request.url())
  })
  if (ownVideos) {
    await opened.page.route('**/', async (route) => {
      const response = await route.fetch()
      let html = await response.text()
      for (const { youtubeId } of videos.items) html = html.replaceAll(`"youtubeId":"${youtubeId}"`, `"youtubeId":"${ownId(youtubeId)}"`)
      await route.fulfill({ response, body: html })
    })
  }
  await opened.page.goto('/')
  await waitForIslands(opened.page)
  return { ...opened, youtubeRequests }
}

const videoButton = (page: Page, index: number) => page.getByRole('button', { name: `${t('video.play')} ${videos.items[index]!.title}` })

async function modalState(page: Page) {
  return page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll('dialog'))
    const open = dialogs.filter((d) => d.open)
    const html = document.documentElement
    return {
      openDialogs: open.length,
      iframes: Array.from(document.querySelectorAll('iframe'), (f) => f.getAttribute('src')),
      scrollLocked: html.classList.contains('scroll-locked'),
      htmlOverflow: getComputedStyle(html).overflowY,
      active: document.activeElement?.textContent?.trim() ?? null,
    }
  })
}

async function expectClosed(page: Page, index: number) {
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  // The player is removed, so the video stops; scrolling is unlocked.
  await expect.poll(() => modalState(page)).toMatchObject({ openDialogs: 0, iframes: [], scrollLocked: false })
  expect((await modalState(page)).htmlOverflow).not.toBe('hidden')
  expect(await videoButton(page, index).evaluate((el) => el === document.activeElement), 'focus is back on the video chosen').toBe(true)
}

/** The page's scroll position once smooth scrolling has come to rest. */
async function restingScrollY(page: Page): Promise<number> {
  let last = await page.evaluate(() => window.scrollY)
  for (;;) {
    await page.waitForTimeout(150)
    const now = await page.evaluate(() => window.scrollY)
    if (now === last) return now
    last = now
  }
}

async function openVideo(page: Page, index: number) {
  await videoButton(page, index).click()
  const dialog = page.getByRole('dialog')
  await expect.poll(() => dialog.isVisible()).toBe(true)
  return dialog
}

describe('video gallery', () => {
  it('lists the videos without loading anything from YouTube', async () => {
    const { page, youtubeRequests } = await openHome()
    expect(await page.locator('.video-card__button').count()).toBe(videos.items.length)
    await page
      .getByRole('button', { name: literally(t('video.play')) })
      .first()
      .scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(await page.locator('iframe').count()).toBe(0)
    expect(youtubeRequests).toEqual([])
  })

  it('a sample video (a made-up id in data/) opens a window that says the agency’s video goes there, and loads nothing', async () => {
    const { page, youtubeRequests } = await openHome()
    const dialog = await openVideo(page, 0)
    await expect.poll(() => dialog.getByRole('heading').innerText()).toBe(videos.items[0]!.title)
    expect(await dialog.innerText()).toContain(t('video.sample'))
    expect(await dialog.locator('iframe').count()).toBe(0)
    expect(youtubeRequests).toEqual([])
  })

  it('a click opens a modal dialog playing the video from youtube-nocookie.com, with page scroll locked', async () => {
    const { page, youtubeRequests } = await openHome({ ownVideos: true })
    const video = videos.items[0]!
    const dialog = await openVideo(page, 0)

    expect(await dialog.evaluate((d) => d.tagName === 'DIALOG' && (d as HTMLDialogElement).open)).toBe(true)
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true)
    await expect.poll(() => dialog.getByRole('heading').innerText()).toBe(video.title)
    const src = await dialog.locator('iframe').getAttribute('src')
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    const url = new URL(src!)
    expect(url.pathname).toBe(`/embed/${ownId(video.youtubeId)}`)
    expect(url.searchParams.get('autoplay')).toBe('1')
    expect(await dialog.locator('iframe').getAttribute('title')).toBe(video.title)
    // Only now does the browser ask for the player (aborted here: no traffic leaves 127.0.0.1).
    await expect.poll(() => youtubeRequests.some((u) => YOUTUBE.test(u))).toBe(true)

    const state = await modalState(page)
    expect(state.openDialogs).toBe(1)
    expect(state.scrollLocked).toBe(true)
    expect(state.htmlOverflow).toBe('hidden')
    // The mouse wheel over the backdrop does not scroll the page.
    const before = await restingScrollY(page)
    await page.mouse.move(5, 5)
    await page.mouse.wheel(0, 600)
    expect(await restingScrollY(page)).toBe(before)
  })

  it('Escape closes it, unlocks scrolling and returns focus to the video', async () => {
    const { page } = await openHome()
    await openVideo(page, 0)
    await page.keyboard.press('Escape')
    await expectClosed(page, 0)
    // Scrolling works again.
    const before = await restingScrollY(page)
    await page.mouse.move(700, 450)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
  })

  it('the close button closes it', async () => {
    const { page } = await openHome()
    const dialog = await openVideo(page, 1)
    await dialog.getByRole('button', { name: t('close') }).click()
    await expectClosed(page, 1)
  })

  it('a click on the backdrop closes it, a click inside does not', async () => {
    const { page } = await openHome()
    const dialog = await openVideo(page, 2)
    await dialog.getByRole('heading').click()
    expect(await modalState(page)).toMatchObject({ openDialogs: 1, scrollLocked: true })
    await page.mouse.click(5, 5)
    await expectClosed(page, 2)
  })

  it('opens from the keyboard and keeps focus inside the open player', async () => {
    const { page } = await openHome()
    await videoButton(page, 3).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      // The page behind is inert: focus is on the dialog's controls, its player, or nowhere.
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true)
    }
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('close') })
      .focus()
    await page.keyboard.press('Enter')
    await expectClosed(page, 3)
  })
})
