import './styles/theme.css'
import './styles/base.css'
import './styles/layout.css'
import './styles/controls.css'
import './styles/data-views.css'
import './styles/forced-colors.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/app'
import { afterFirstScreen, startEarly } from './app/bootstrap'
import { loadAppShell, prefetchSignedInStart } from './app/load-app-shell'
import { listenForPageErrors, rootErrorOptions } from './app/report-errors'
import { expectedStartAccount } from './app/start-hint'
import { applyTheme, systemTheme } from './features/theme/apply-theme'

// First, so an error anywhere after this reaches main's log.
listenForPageErrors(window)

// Paint in the OS theme straight away; settings may override it after bootstrap.
applyTheme(systemTheme())

// Signed in when the page last looked: that account's kept answers and the signed-in app's code are asked for beside
// bootstrap's question, not after its answer.
const expected = expectedStartAccount()
if (expected !== null) prefetchSignedInStart(expected)
// Ask main for the startup state now; React renders while the answer is on its way.
startEarly()
// Fetched once the first screen is painted and the page is idle; a failed load shows as the view's error when it is needed.
afterFirstScreen(() => void loadAppShell().catch(() => undefined))

const root = document.getElementById('root')
if (root === null) throw new Error('index.html lost its #root element')

createRoot(root, rootErrorOptions()).render(
  <StrictMode>
    <App />
  </StrictMode>
)
