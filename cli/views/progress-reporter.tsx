import { render, Text, Box } from 'ink';
import React from 'react';

export interface ProgressUpdate {
  plugin: string;
  step: string;
  done: number;
  total: number;
}

function Bar({ p }: { p: ProgressUpdate }) {
  const width = 24;
  const filled = p.total > 0 ? Math.round((p.done / p.total) * width) : 0;
  return (
    <Box gap={1}>
      <Text color="cyan">
        {'█'.repeat(filled)}
        {'░'.repeat(width - filled)}
      </Text>
      <Text>
        {p.done}/{p.total}
      </Text>
      <Text dimColor>{p.plugin}:</Text>
      <Text>{p.step}</Text>
    </Box>
  );
}

/**
 * Draws long start-up steps (building the examples) as one live progress line on a terminal,
 * and as plain lines when the output is a file or a CI log.
 */
export function progressReporter(stream: NodeJS.WritableStream): {
  update: (p: ProgressUpdate) => void;
  done: () => void;
} {
  const tty = (stream as NodeJS.WriteStream).isTTY === true;
  let ink: ReturnType<typeof render> | null = null;
  let last = '';
  return {
    update(p) {
      if (!tty) {
        const line = `${p.plugin}: ${p.step} (${p.done}/${p.total})`;
        if (line !== last) stream.write(`${line}\n`);
        last = line;
        return;
      }
      if (!ink) ink = render(<Bar p={p} />, { stdout: stream as NodeJS.WriteStream, patchConsole: false });
      else ink.rerender(<Bar p={p} />);
    },
    done() {
      ink?.unmount();
      ink = null;
    },
  };
}
