/** Controls that do nothing until the app has hydrated them: a click on one is held and replayed. */
const NEEDS_SCRIPT = 'button, input[type="radio"], input[type="checkbox"], [role="button"]';
/** Marks a control whose click is held, so it shows it was taken (styles/critical.css) while the page loads. */
const HELD = 'data-held-click';

let held: HTMLElement[] = [];
let listening = false;

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_SCRIPT) : null;
  if (!target) return;
  // A radio would tick itself natively and the replayed click would then change nothing.
  event.preventDefault();
  event.stopPropagation();
  target.setAttribute(HELD, '');
  target.setAttribute('aria-busy', 'true');
  held.push(target);
}

/**
 * Holds clicks on buttons, radios and checkboxes of a server-rendered page until the app has hydrated it,
 * then replays them, so a click made while the page's script was still loading is not lost; the control
 * shows it is waiting meanwhile. Links and the search form work without the script and are left alone.
 */
export function holdEarlyClicks(doc: Document): void {
  if (listening) return;
  listening = true;
  doc.addEventListener('click', hold, true);
}

/**
 * Marks the page hydrated (`<html data-hydrated>`: controls stop showing they wait), stops holding clicks and
 * replays the held ones on the hydrated page, in order.
 */
export function replayEarlyClicks(doc: Document): void {
  doc.documentElement.setAttribute('data-hydrated', '');
  if (!listening) return;
  listening = false;
  doc.removeEventListener('click', hold, true);
  const clicks = held;
  held = [];
  for (const el of clicks) {
    el.removeAttribute(HELD);
    el.removeAttribute('aria-busy');
    if (el.isConnected) el.click();
  }
}
