/**
 * Where the admin CLI takes a password from, so that it never has to be a command-line argument (which
 * every user of the machine can read in the process list, and the shell keeps in its history).
 */

/** All of a piped stdin, less the one line ending `echo` or a file adds (as `docker login --password-stdin`). */
export async function readStdin(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/**
 * Asks on the terminal without echoing what is typed: the prompt goes to stderr, so stdout stays the
 * command's output (`--json` can be piped). Ctrl-C ends the process as it would anywhere else; Ctrl-D
 * on an empty line gives up.
 */
export function promptHidden(prompt: string, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    // Raw first: what is typed once the prompt shows must never be echoed by the terminal.
    input.setRawMode(true);
    output.write(prompt);
    input.setEncoding('utf8');
    input.resume();
    const finish = (error: Error | null) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: string) => {
      for (const char of data) {
        if (char === '\u0003') {
          input.setRawMode(false);
          output.write('\n');
          process.exit(130);
        }
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish(char === '\u0004' && typed === '' ? new Error('No password was typed.') : null);
          return;
        }
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}
