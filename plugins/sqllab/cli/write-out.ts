import { once } from 'node:events';

/** Writes text and waits for 'drain' when the stream's buffer is full, so a slow reader slows the download instead of filling memory. */
export async function writeOut(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (text === '') return;
  if (!out.write(text)) await once(out, 'drain');
}
