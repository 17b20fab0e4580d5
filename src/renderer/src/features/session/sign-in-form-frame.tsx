import type { FormEvent, ReactNode } from 'react'

import { ErrorText } from '../../ui/error-text'
import { SubmitButton } from '../../ui/submit-button'

/**
 * What both sign-in forms are around their own fields: the form (busy while it sends), the options under the fields
 * (Remember me and the like), the refusal's sentence under its id (the fields point at it) and the submit button.
 */
export function SignInFormFrame(props: {
  form: { busy: boolean; error: string | null; onSubmit: (event: FormEvent) => void }
  errorId: string
  options: ReactNode
  submit: { label: string; busyLabel: string }
  children: ReactNode
}) {
  const { form, errorId, options, submit, children } = props
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.busy}>
      {children}
      <div className="sign-in-options">{options}</div>
      <ErrorText id={errorId}>{form.error}</ErrorText>
      <SubmitButton busy={form.busy} label={submit.label} busyLabel={submit.busyLabel} />
    </form>
  )
}
