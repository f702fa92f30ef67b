import { writeClipboard } from '../components/clipboard.ts';

/** Copies text to the clipboard; false when the browser offers no way to. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await writeClipboard(text);
    return true;
  } catch {
    return false;
  }
}
