// Each server's colour (issue 36): Automatic's choice, stable and unlike the
// servers before it, and the palette's colours in both themes, each seen
// against every background a mark sits on (WCAG 1.4.11, 3:1).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { hashedColor, SERVER_COLORS, type ServerColorChoice, serverColors } from '../../../src/shared/server-color'

type Server = { server: string; host: string; chosen: ServerColorChoice }
const auto = (...hosts: string[]): Server[] =>
  hosts.map((host) => ({ server: `https://${host}`, host, chosen: 'auto' }))
const colorsOf = (servers: Server[]) => {
  const colors = serverColors(servers)
  return servers.map(({ server }) => colors.get(server))
}

describe('Automatic', () => {
  it('picks the same colour for a host on every run, whatever its case', () => {
    expect(hashedColor('staging.example.com')).toBe(hashedColor('STAGING.example.com'))
    expect(SERVER_COLORS).toContain(hashedColor('platform.example.com:8443'))
    // Hosts do spread over the palette.
    const picked = new Set(Array.from({ length: 64 }, (_, n) => hashedColor(`host${n}.example`)))
    expect(picked.size).toBeGreaterThan(SERVER_COLORS.length / 2)
  })

  it('gives every server a colour unlike those before it while the palette lasts, and one per server however many accounts it has', () => {
    const hosts = Array.from({ length: SERVER_COLORS.length }, (_, n) => `server${n}.example`)
    const colors = colorsOf(auto(...hosts))
    expect(new Set(colors).size).toBe(SERVER_COLORS.length)
    // Two servers whose hosts pick the same colour still differ.
    const twins = Array.from({ length: 64 }, (_, n) => `twin${n}.example`).filter(
      (host) => hashedColor(host) === hashedColor('a.example')
    )
    expect(twins.length).toBeGreaterThan(0)
    const [first, second] = colorsOf(auto('a.example', twins[0] ?? ''))
    expect(first).toBe(hashedColor('a.example'))
    expect(second).not.toBe(first)
    // Two accounts on one server: one colour.
    expect(colorsOf(auto('a.example', 'b.example', 'a.example'))).toEqual([
      first,
      colorsOf(auto('a.example', 'b.example'))[1],
      first
    ])
  })

  it('never changes a server’s colour when an account on another server is added after it', () => {
    const hosts = ['prod.example', 'staging.example', 'test.example', 'dev.example']
    for (let n = 1; n < hosts.length; n++)
      expect(colorsOf(auto(...hosts.slice(0, n + 1))).slice(0, n)).toEqual(colorsOf(auto(...hosts.slice(0, n))))
  })

  it('keeps a later server’s colour when an earlier one’s colour is chosen, unless the choice takes that very colour', () => {
    // A twin of a.example: Automatic moved it to the next colour, because a.example has the one its host picks.
    const twin =
      Array.from({ length: 64 }, (_, n) => `twin${n}.example`).find(
        (host) => hashedColor(host) === hashedColor('a.example')
      ) ?? ''
    const [autoA, autoTwin] = colorsOf(auto('a.example', twin))
    const other = SERVER_COLORS.find((color) => color !== autoA && color !== autoTwin) ?? 'blue'
    const chosenFirst = (chosen: ServerColorChoice): Server[] => [
      { server: 'https://a.example', host: 'a.example', chosen },
      ...auto(twin)
    ]
    // Choosing another colour for a.example frees the twin's own pick, and still the twin does not move.
    expect(colorsOf(chosenFirst(other))).toEqual([other, autoTwin])
    // Choosing the twin's colour for a.example: the two would look alike, so the twin moves on.
    expect(colorsOf(chosenFirst(autoTwin ?? 'blue'))[1]).not.toBe(autoTwin)
  })

  it('takes a chosen colour as chosen, and the Automatic ones after it keep clear of it', () => {
    const first = hashedColor('a.example')
    const servers: Server[] = [{ server: 'https://b.example', host: 'b.example', chosen: first }, ...auto('a.example')]
    expect(colorsOf(servers)).toEqual([first, expect.not.stringMatching(`^${first}$`)])
  })
})

const css = readFileSync(resolve(import.meta.dirname, '../../../src/renderer/src/styles/server-colors.css'), 'utf8')
const theme = readFileSync(resolve(import.meta.dirname, '../../../src/renderer/src/styles/theme.css'), 'utf8')

/** The custom properties of the block for one theme in a style sheet. */
function tokens(sheet: string, dark: boolean): Record<string, string> {
  const selector = dark
    ? /:root\[data-theme='dark'\]\s*\{([^}]*)\}/
    : /:root,\s*:root\[data-theme='light'\]\s*\{([^}]*)\}/
  const block = selector.exec(sheet)?.[1] ?? ''
  return Object.fromEntries(
    [...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m): [string, string] => [m[1] ?? '', m[2] ?? ''])
  )
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

describe('the palette in the page', () => {
  it('has a class for every colour, so each mark and the header bar read it', () => {
    for (const color of SERVER_COLORS)
      expect(css).toMatch(new RegExp(`\\.server-color-${color} \\{\\s*--server-color: var\\(--server-${color}\\);`))
  })

  for (const dark of [false, true]) {
    it(`stands out at 3:1 against the page, the header, menus and a highlighted item (${dark ? 'dark' : 'light'} theme)`, () => {
      const palette = tokens(css, dark)
      const backgrounds = tokens(theme, dark)
      for (const color of SERVER_COLORS) {
        const value = palette[`--server-${color}`]
        expect(value, color).toBeDefined()
        for (const background of ['--bg', '--surface', '--surface-raised', '--accent-soft']) {
          const against = backgrounds[background]
          expect(against, background).toBeDefined()
          expect(contrast(value ?? '', against ?? ''), `${color} on ${background}`).toBeGreaterThanOrEqual(3)
        }
      }
    })
  }
})
