/** Controls that do nothing until the app has hydrated them: a click on one is held and replayed. */
const NEEDS_SCRIPT = 'button, input[type="radio"], input[type="checkbox"], [role="button"]';
/** Marks a control whose click is held, so it shows it was taken (styles/critical.css) while the page loads. */
const HELD = 'data-held-click';

let held: HTMLElement[] = [];
let listening = false;

/** The control a click acts on: one that needs the script, or the radio or checkbox a clicked label ticks. */
function heldControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(NEEDS_SCRIPT);
  if (control) return control;
  const label = target.closest('label');
  const labelled = label?.control;
  return labelled instanceof HTMLInputElement && (labelled.type === 'radio' || labelled.type === 'checkbox')
    ? labelled
    : null;
}

function hold(event: MouseEvent): void {
  const target = heldControl(event.target);
  if (!target) return;
  // A radio would tick itself natively and the replayed click would then change nothing.
  event.preventDefault();
  event.stopPropagation();
  target.setAttribute(HELD, '');
  target.setAttribute('aria-busy', 'true');
  held.push(target);
}

/**
 * A form the app submits (no `action` of its own): submitted natively before the app runs, it would send its
 * fields in the address (a password, say). Pressing Enter clicks the form's button, which is held; this
 * catches a form without one. The catalogue's search form has its own action and works without the script.
 */
function holdSubmit(event: SubmitEvent): void {
  if (event.target instanceof HTMLFormElement && !event.target.hasAttribute('action')) event.preventDefault();
}

/** Text fields whose value is the visitor's, not React's (checkboxes and radios are clicks, held above). */
const TYPED =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"]), textarea';

/**
 * Text typed into a field before the app hydrated it stays on screen, but React never heard of it: hydration
 * keeps the field's value and records it as already known. Each such field is told again: set back to the
 * server's value through React's own setter, then to the typed text past it, and announced as input, so the
 * screen's state takes what was typed.
 */
function announceEarlyTyping(doc: Document): void {
  // A file picked meanwhile (the picker opens without the script): its change is announced again.
  for (const el of doc.querySelectorAll<HTMLInputElement>('input[type="file"]'))
    if (el.files?.length) el.dispatchEvent(new Event('change', { bubbles: true }));
  for (const el of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    if (el.value === el.defaultValue) continue;
    const typed = el.value;
    el.value = el.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Holds clicks on buttons, radios and checkboxes of a server-rendered page until the app has hydrated it,
 * then replays them, so a click made while the page's script was still loading is not lost; the control
 * shows it is waiting meanwhile. Links and the search form work without the script and are left alone. Text
 * typed meanwhile is handed to the app once it runs.
 */
export function holdEarlyClicks(doc: Document): void {
  if (listening) return;
  listening = true;
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', holdSubmit, true);
}

/**
 * Marks the page hydrated (`<html data-hydrated>`: controls stop showing they wait), stops holding clicks, and
 * replays the held ones on the hydrated page, in order, once the updates that hydration itself set off have
 * rendered (a frame and a task later): replayed in the same moment, a click on a menu that was still settling
 * (its ids, its portal) toggled nothing.
 */
export function replayEarlyClicks(doc: Document): void {
  doc.documentElement.setAttribute('data-hydrated', '');
  if (!listening) return;
  listening = false;
  doc.removeEventListener('click', hold, true);
  doc.removeEventListener('submit', holdSubmit, true);
  announceEarlyTyping(doc);
  const clicks = held;
  held = [];
  const replay = () => {
    for (const el of clicks) {
      el.removeAttribute(HELD);
      el.removeAttribute('aria-busy');
      if (el.isConnected) el.click();
    }
  };
  if (clicks.length > 0) requestAnimationFrame(() => setTimeout(replay, 0));
}
