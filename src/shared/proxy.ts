/** An authenticating proxy asks for credentials (Electron's `login` event, proxies only). */
export interface ProxyLoginRequest {
  id: string
  host: string
  port: number
  realm: string | null
  scheme: string
  /** The proxy refused what was given last time. */
  retry: boolean
}
