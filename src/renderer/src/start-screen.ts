// The page's first script (index.html, before main.tsx): it lays the picture of the last screen main wrote into the
// page's HTML over the page as it runs (app/kept-screen.ts), or watches the sign-in form main wrote there
// (app/sign-in-start.ts), while main.tsx and React are still loading, and takes
// bootstrap's answer the preload asked for as the window opened. main.tsx's own start (app/early-answers.ts) takes that
// answer from it.
import { beginKeptScreen } from './app/kept-screen'
import { watchSignInStart } from './app/sign-in-start'

beginKeptScreen()
// Or the sign-in form main wrote into the page's HTML: a press of Sign in before the page's form is drawn is kept.
watchSignInStart()

export { takeStartBootstrap } from './app/kept-screen'
