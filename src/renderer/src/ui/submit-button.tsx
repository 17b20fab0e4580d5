import { Button } from './button'

/** A form's primary action in its own row: the shared Button, busy while the form is sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="actions">
      <Button type="submit" variant="primary" busy={busy} busyLabel={busyLabel}>
        {label}
      </Button>
    </div>
  )
}
