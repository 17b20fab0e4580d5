// The page's first script (index.html, before main.tsx): it takes the answers the preload asked for as the window
// opened and lays the picture of the last screen over the page as soon as they are in (app/kept-screen.ts), while
// main.tsx and React are still loading. main.tsx's own start (app/early-answers.ts) takes bootstrap's answer from it.
import { beginKeptScreen } from './app/kept-screen'

beginKeptScreen()

export { takeStartBootstrap } from './app/kept-screen'
