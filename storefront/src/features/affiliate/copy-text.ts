import { MSG } from '@mahir/shared';

/** Copies text to the clipboard; on failure the spec's alert 'Cannot copy'. Resolves true when copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    window.alert(MSG.cannotCopy);
    return false;
  }
}
