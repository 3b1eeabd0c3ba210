import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  reload: () => void;
  openInBrowser: () => void;
}

/** The application menu: File (open in browser, reload, quit), Edit, View, Window; pure so it can be tested. */
export function menuTemplate(actions: MenuActions, isMac: boolean): MenuItemConstructorOptions[] {
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Open in Browser', click: actions.openInBrowser },
        { type: 'separator' },
        { label: 'Reload', accelerator: 'CmdOrCtrl+R', click: actions.reload },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
}
