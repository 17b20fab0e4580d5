import '../../styles/status-colors.css'

import { stateIcons } from './state-icons'
import type { StatusSummary } from './status-summary'

/** The platform in one line at the top of Status: an icon of the worst state's shape, the headline, and which problems. */
export function SummaryLine({ summary }: { summary: StatusSummary }) {
  const Icon = stateIcons[summary.state]
  return (
    <div className={`status-summary state-line-${summary.state}`}>
      <Icon className="status-summary-icon" aria-hidden="true" focusable="false" />
      <div>
        <p className="status-summary-headline">{summary.headline}</p>
        {summary.detail && <p className="muted">{summary.detail}</p>}
      </div>
    </div>
  )
}
