; Included by electron-builder's NSIS installer (nsis.include in
; electron-builder.yml). electron-builder registers `protocols` only on macOS
; and Linux, so the platform-desktop:// scheme is registered here, for the
; current user (SHELL_CONTEXT is HKCU in a per-user install), with the same
; keys app.setAsDefaultProtocolClient writes. Links then work before the app's
; first start, and stop pointing at a removed program after uninstall.

!macro customInstall
  WriteRegStr SHELL_CONTEXT "Software\Classes\platform-desktop" "" "URL:Platform Desktop link"
  WriteRegStr SHELL_CONTEXT "Software\Classes\platform-desktop" "URL Protocol" ""
  WriteRegStr SHELL_CONTEXT "Software\Classes\platform-desktop\DefaultIcon" "" "$INSTDIR\${APP_EXECUTABLE_FILENAME},0"
  WriteRegStr SHELL_CONTEXT "Software\Classes\platform-desktop\shell\open\command" "" '"$INSTDIR\${APP_EXECUTABLE_FILENAME}" "%1"'
!macroend

!macro customUnInstall
  ; An update runs the old uninstaller first; keep the handler through it.
  ${ifNot} ${isUpdated}
    DeleteRegKey SHELL_CONTEXT "Software\Classes\platform-desktop"
  ${endIf}
!macroend
