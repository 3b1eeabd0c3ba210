/** What other features and the shell may use of this one; the rest of the folder is its own. */
export * from './ConsentAwaitedNotice';
export * from './MyGuardiansCard';
