// First: the start's questions to main go out before the rest of this script is evaluated (app/early-answers.ts).
import './app/early-start'
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
import { loadAppShell } from './app/load-app-shell'
import { listenForPageErrors, rootErrorOptions } from './app/report-errors'
import { applyTheme, systemTheme } from './features/theme/apply-theme'

// First, so an error anywhere after this reaches main's log.
listenForPageErrors(window)

// Paint in the OS theme straight away, unless main's HTML or the first script gave the settings' (the sign-in form or
// the picture of the last screen is on screen in it); settings may override it after bootstrap.
if (document.documentElement.dataset.theme === undefined) applyTheme(systemTheme())

// Listen to main and take the startup state (asked for already, app/early-start.ts); React renders while it is on its way.
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
