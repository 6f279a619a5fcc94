import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { AppError } from '@/lib/errors.ts';
import {
  HostCallFailed,
  type HostRequest,
  type HostResponse,
  type Preparable,
  STARTED,
  serializeAppError,
  type TaskMessage,
  type TaskReply,
} from './protocol.ts';

/**
 * The worker side: loads a task's module (once per thread), calls the task with a client of the host when
 * one was given, and turns its outcome into a TaskReply. Only modules of this repository under `lib/` load.
 */

const modules = new Map<string, Promise<Record<string, unknown>>>();

function load(module: string): Promise<Record<string, unknown>> {
  let loading = modules.get(module);
  if (!loading) {
    if (!/^lib\/[\w/.-]+\.tsx?$/.test(module) || module.includes('..')) throw new Error(`not a task module: ${module}`);
    loading = import(pathToFileURL(path.resolve(process.cwd(), module)).href) as Promise<Record<string, unknown>>;
    modules.set(module, loading);
    loading.catch(() => /* expected: the caller awaits `loading` and gets the error; this only forgets the failed import */ modules.delete(module));
  }
  return loading;
}

/** The host's methods as async calls over `port`; a failed call throws HostCallFailed. */
function hostClient(port: MessagePort): unknown {
  let next = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  port.on('message', (response: HostResponse) => {
    const call = pending.get(response.id);
    if (!call) return;
    pending.delete(response.id);
    if (response.ok) call.resolve(response.value);
    else call.reject(new HostCallFailed(response.id));
  });
  return new Proxy(
    {},
    {
      get(_, method) {
        // Not a thenable: awaiting the host must not call it.
        if (typeof method !== 'string' || method === 'then') return undefined;
        return (...args: unknown[]) =>
          new Promise((resolve, reject) => {
            const id = next++;
            pending.set(id, { resolve, reject });
            port.postMessage({ id, method, args } satisfies HostRequest);
          });
      },
    },
  );
}

export async function dispatch({ module, name, input, port }: TaskMessage): Promise<TaskReply> {
  try {
    const task = (await load(module))[name];
    if (typeof task !== 'function') throw new Error(`${module} exports no task ${name}`);
    await (task as Preparable).prepare?.(input as never);
    port.postMessage(STARTED);
    return { ok: true, value: await task(input, hostClient(port)) };
  } catch (error) {
    if (error instanceof HostCallFailed) return { ok: false, hostCall: error.callId };
    if (error instanceof AppError) return { ok: false, appError: serializeAppError(error) };
    throw error;
  } finally {
    port.close();
  }
}
