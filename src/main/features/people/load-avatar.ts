// Avatars are loaded by main, never by the renderer: its CSP allows images
// only from itself and `data:`, so the page itself contacts nothing. Only a
// small raster image (PNG, JPEG, GIF, WebP — never SVG, which can carry
// script) comes back, as a data: URL; anything else is null and the view
// shows initials. No credential is ever sent with it, and every address it
// goes to, redirects included, is one the avatar policy allows.
import { withRedirectPolicy } from '../../core/api/redirect-policy'

export const MAX_AVATAR_BYTES = 1024 * 1024
const TYPES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46,
  'image/webp': (b) =>
    b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45
}

export interface AvatarOptions {
  fetch: typeof fetch
  /** The avatar policy as it stands (avatar-policy.ts), asked before the request and again at every redirect hop. */
  allowed: (raw: string) => URL | null
  timeoutMs?: number
  maxBytes?: number
}

/** Each hop is checked here, whatever the redirect policy lets through. */
export function policedFetch(fetchImpl: typeof fetch, allowed: (raw: string) => URL | null): typeof fetch {
  return (input, init) => {
    const target = input instanceof Request ? input.url : String(input)
    return allowed(target)
      ? fetchImpl(input, init)
      : Promise.reject(new Error('This picture’s address is not allowed.'))
  }
}

export async function loadAvatar(raw: string, options: AvatarOptions): Promise<string | null> {
  const url = options.allowed(raw)
  if (!url) return null
  const maxBytes = options.maxBytes ?? MAX_AVATAR_BYTES
  try {
    const response = await withRedirectPolicy(policedFetch(options.fetch, options.allowed))(url, {
      credentials: 'omit',
      headers: { Accept: Object.keys(TYPES).join(', ') },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000)
    })
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    const sniff = TYPES[type]
    if (!response.ok || !sniff || Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body?.cancel().catch(() => undefined)
      return null
    }
    const bytes = await readCapped(response, maxBytes)
    if (!bytes || !sniff(bytes)) return null
    return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
  } catch {
    return null
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader()
  if (!reader) return null
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
