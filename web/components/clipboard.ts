/**
 * Writes text to the clipboard: the async Clipboard API, else the selection-copy way older
 * browsers and insecure origins still allow. Throws when neither works. Focus goes back where
 * it was.
 */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused, no user gesture left, or not a secure context: try the older way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const active = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } finally {
    area.remove();
    active?.focus({ preventScroll: true });
  }
  if (!ok) throw new Error('copy refused');
}
