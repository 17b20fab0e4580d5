// Which Chromium the browser e2e project drives (scripts/chromium-binary.mjs,
// which `npm run demo`'s browser preview uses too).
import { chromiumArgs, chromiumBinary } from '../../scripts/chromium-binary.mjs'

/**
 * The e2e browser's switches: the preview's, and the GPU process's work (with
 * --disable-gpu, the software compositor) done in the browser process
 * (content's `--in-process-gpu` switch): one process and its IPC fewer. Seven
 * spec files took 58 and 61 CPU-s of Chromium with it and reduced motion (see
 * harness.ts) against 81 and 86 without, in alternate runs (docs/testing.md).
 */
export const e2eChromiumArgs = [...chromiumArgs, '--in-process-gpu']

/** The executable to launch; undefined: Playwright's own build. */
export function chromiumExecutable(): string | undefined {
  const found = chromiumBinary({ headless: true })
  if (!found)
    throw new Error(
      'No Chromium found for the e2e tests. Install it with `apt-get install -y chromium-headless-shell` (or `chromium`), or set CHROMIUM_PATH.'
    )
  return found.path
}
