// The pictures and the docs agree: docs/screenshots/ holds exactly the
// pictures `npm run screenshots` takes (every view in src/shared/views.ts and
// the sign-in form, in both themes, and Followers narrow), each a PNG of the
// size it is taken at; README.md and docs/features.md show only pictures from
// there, each with alt text; the README shows three and docs/features.md
// each view's light one. Not a pixel comparison: re-taking them is
// `npm run screenshots` (docs/testing.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { viewIds } from '../../../src/shared/views'
import { pngSize } from '../../support/png-size'
import { expectedScreenshots, SCREENSHOT_DIR, screenshotName } from '../../support/screenshot-list'

const ROOT = resolve(import.meta.dirname, '../../..')
const FOLDER = join(ROOT, SCREENSHOT_DIR)

interface Shown {
  alt: string
  /** Relative to the repository root. */
  path: string
}

/** The images a Markdown file shows (`![alt](path)` and `<img alt src>`), resolved from the file's folder. */
function imagesIn(file: string, text: string): Shown[] {
  const markdown = [...text.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((m) => ({ alt: m[1] ?? '', src: m[2] ?? '' }))
  const html = [...text.matchAll(/<img\b[^>]*>/gi)].map((m) => ({
    alt: /\balt="([^"]*)"/i.exec(m[0])?.[1] ?? '',
    src: /\bsrc="([^"]*)"/i.exec(m[0])?.[1] ?? ''
  }))
  return [...markdown, ...html].map(({ alt, src }) => ({ alt, path: relative(ROOT, join(dirname(file), src)) }))
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */

/** What is wrong with the folder: pictures missing, not PNGs, of the wrong size, or left over. */
function folderProblems(files: Map<string, Buffer>): string[] {
  const expected = expectedScreenshots()
  const names = new Set(expected.map((shot) => shot.name))
  return [
    ...expected.flatMap(({ name, size }) => {
      const bytes = files.get(name)
      if (!bytes) return [`${name} is missing`]
      const found = pngSize(bytes)
      if (!found) return [`${name} is not a PNG`]
      return found.width === size.width && found.height === size.height
        ? []
        : [`${name} is ${found.width}×${found.height}, not ${size.width}×${size.height}`]
    }),
    ...[...files.keys()]
      .filter((name) => !names.has(name))
      .map((name) => `${name} is not one npm run screenshots takes`)
  ]
}

/** What is wrong with the images a document shows: from elsewhere, missing, or without alt text. */
function shownProblems(file: string, shown: Shown[]): string[] {
  const inFolder = (path: string) => dirname(path) === SCREENSHOT_DIR
  return shown.flatMap(({ alt, path }) => [
    ...(inFolder(path) ? [] : [`${file} shows ${path}, which is not in ${SCREENSHOT_DIR}/`]),
    ...(existsSync(join(ROOT, path)) ? [] : [`${file} shows ${path}, which does not exist`]),
    ...(alt.trim() === '' ? [`${file} shows ${path} without alt text`] : [])
  ])
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const shownBy = (file: string) => imagesIn(join(ROOT, file), read(file))
const pictures = () => new Map(readdirSync(FOLDER).map((name) => [name, readFileSync(join(FOLDER, name))]))

describe('screenshots', () => {
  it(`${SCREENSHOT_DIR}/ holds every view and the sign-in form in both themes, and Followers narrow, at the sizes they are taken at`, () => {
    expect(folderProblems(pictures())).toEqual([])
  })

  it('README.md and docs/features.md show only pictures from there, each with alt text', () => {
    expect([
      ...shownProblems('README.md', shownBy('README.md')),
      ...shownProblems('docs/features.md', shownBy('docs/features.md'))
    ]).toEqual([])
  })

  it('the README shows three pictures, and docs/features.md each view in the light theme', () => {
    expect(shownBy('README.md')).toHaveLength(3)
    const features = new Set(shownBy('docs/features.md').map((shown) => shown.path))
    const missing = viewIds
      .map((view) => `${SCREENSHOT_DIR}/${screenshotName(view, 'light')}`)
      .filter((path) => !features.has(path))
    expect(missing).toEqual([])
  })

  it('finds what it is meant to find', () => {
    const ihdr = (width: number, height: number) => {
      const bytes = Buffer.alloc(24)
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
      bytes.write('IHDR', 12, 'latin1')
      bytes.writeUInt32BE(width, 16)
      bytes.writeUInt32BE(height, 20)
      return bytes
    }
    const files = new Map(expectedScreenshots().map(({ name, size }) => [name, ihdr(size.width, size.height)]))
    expect(folderProblems(files)).toEqual([])
    files.delete('status-dark.png')
    files.set('profile-light.png', ihdr(1100, 721))
    files.set('search-light.png', Buffer.from('not a picture'))
    files.set('inbox-light.png', ihdr(1100, 720))
    expect(folderProblems(files)).toEqual([
      'profile-light.png is 1100×721, not 1100×720',
      'search-light.png is not a PNG',
      'status-dark.png is missing',
      'inbox-light.png is not one npm run screenshots takes'
    ])

    const shown = imagesIn(
      join(ROOT, 'docs/features.md'),
      '![Profile](screenshots/profile-light.png) ![](screenshots/gone.png) <img src="../docs/architecture.md" alt="not a screenshot">'
    )
    expect(shown).toEqual([
      { alt: 'Profile', path: 'docs/screenshots/profile-light.png' },
      { alt: '', path: `${SCREENSHOT_DIR}/gone.png` },
      { alt: 'not a screenshot', path: 'docs/architecture.md' }
    ])
    expect(shownProblems('docs/features.md', shown)).toEqual([
      `docs/features.md shows ${SCREENSHOT_DIR}/gone.png, which does not exist`,
      `docs/features.md shows ${SCREENSHOT_DIR}/gone.png without alt text`,
      'docs/features.md shows docs/architecture.md, which is not in docs/screenshots/'
    ])
  })
})
