import type { MessagePort } from 'node:worker_threads';
import { AppError, type ErrorCode, type ErrorDetail } from '@/lib/errors.ts';

/**
 * What crosses between the main thread and a compute worker. A task is a function exported by a module of
 * this repository, `(input, host) => output`; `host` is the main thread's side (a browser analysis, a call
 * that needs the database), reached through a MessagePort as async calls. Everything is structured-cloned.
 */

/**
 * A task's function: plain data in, plain data out. `host` is the main thread's side when the task is given
 * one; its methods are async and run on the main thread. Typed loosely here: each task module declares
 * its own parameter types, which defineTask() reads back.
 */
// biome-ignore lint/suspicious/noExplicitAny: the input and host types come from each task's own declaration
export type TaskFunction = (input: any, host: any) => unknown;

export interface TaskMessage {
  /** Repository-relative path of the module that exports the task (`lib/…/….ts`). */
  module: string;
  name: string;
  input: unknown;
  /** The task's channel to the main thread: `started` goes over it, and host calls when the task has a host. */
  port: MessagePort;
}

/** Posted on the task's port once its module is loaded and its engines are set up: its budget starts then. */
export const STARTED = { started: true } as const;

/**
 * What a task may set up before its budget starts (a grammar checker's WebAssembly, a language model): the
 * same cost for every input, so not the input's to pay. Attach it to the task function as `prepare`.
 */
export interface Preparable {
  prepare?: (input: never) => Promise<unknown>;
}

export interface SerializedAppError {
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
  headers?: Record<string, string>;
  internal?: string;
}

/**
 * A task's outcome. AppErrors come back as data (a thrown error loses its code and details when cloned);
 * a failed host call comes back as its call id, so the main thread rethrows the very error it caught.
 */
export type TaskReply = { ok: true; value: unknown } | { ok: false; appError: SerializedAppError } | { ok: false; hostCall: number };

export interface HostRequest {
  id: number;
  method: string;
  args: unknown[];
}

export type HostResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false };

export type TaskPortMessage = HostRequest | typeof STARTED;

export function serializeAppError(error: AppError): SerializedAppError {
  return { code: error.code, message: error.message, details: error.details, headers: error.headers, internal: error.internal };
}

export function deserializeAppError(error: SerializedAppError): AppError {
  return new AppError(error.code, error.message, { details: error.details, headers: error.headers, internal: error.internal });
}

/** Thrown in a worker when a host call failed; the task's reply names the call. */
export class HostCallFailed extends Error {
  constructor(readonly callId: number) {
    super(`host call ${callId} failed`);
    this.name = 'HostCallFailed';
  }
}
