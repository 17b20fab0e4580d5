/** The form's primary action: shows progress and refuses a second press while busy. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="actions">
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  )
}
