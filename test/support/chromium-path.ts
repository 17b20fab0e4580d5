// Which Chromium the browser e2e project drives (scripts/chromium-binary.mjs,
// which `npm run demo`'s browser preview uses too).
import { chromiumBinary } from '../../scripts/chromium-binary.mjs'

export { chromiumArgs } from '../../scripts/chromium-binary.mjs'

/** The executable to launch; undefined: Playwright's own build. */
export function chromiumExecutable(): string | undefined {
  const found = chromiumBinary({ headless: true })
  if (!found)
    throw new Error(
      'No Chromium found for the e2e tests. Install it with `apt-get install -y chromium-headless-shell` (or `chromium`), or set CHROMIUM_PATH.'
    )
  return found.path
}
