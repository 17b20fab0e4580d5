import { PlainLayout } from './plain-layout'

export function StartupLoading() {
  return (
    <PlainLayout>
      <h1 className="view-heading">Platform Desktop</h1>
      <p role="status" className="muted">
        Getting things ready…
      </p>
    </PlainLayout>
  )
}
