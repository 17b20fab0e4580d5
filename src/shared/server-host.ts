/** The server as a person knows it ("platform.example.com"), or `fallback` before one is set. */
export function serverHost(baseUrl: string | null | undefined, fallback: string): string {
  if (!baseUrl) return fallback
  try {
    return new URL(baseUrl).host
  } catch {
    return fallback
  }
}
