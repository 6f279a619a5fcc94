import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';

/** `--output FILE`, else stdout; resolves when the text is written (stdout drained before the process exits). */
export async function writeOutput(text: string, file: string | undefined, stdout: NodeJS.WritableStream): Promise<void> {
  if (file) return writeFile(file, text);
  await new Promise<void>((resolve, reject) => stdout.write(text, (error) => (error ? reject(error) : resolve())));
}

async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Copies a streamed answer to `--output FILE` or stdout as it arrives, waiting whenever the destination is full. */
export async function streamOutput(stream: ReadableStream<Uint8Array>, file: string | undefined, stdout: NodeJS.WritableStream): Promise<void> {
  const out = file ? createWriteStream(file) : stdout;
  for await (const chunk of chunksOf(stream)) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  if (file) {
    out.end();
    await once(out, 'finish');
  } else {
    await new Promise<void>((resolve, reject) => out.write('', (error) => (error ? reject(error) : resolve())));
  }
}
