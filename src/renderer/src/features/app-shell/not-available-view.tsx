import { ViewHeading } from '../../ui/view-heading'

export function NotAvailableView({ label }: { label: string }) {
  return (
    <div className="view">
      <ViewHeading>{label}</ViewHeading>
      <p>{label} is not available yet.</p>
    </div>
  )
}
