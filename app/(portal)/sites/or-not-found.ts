import { notFound } from 'next/navigation';
import { AppError } from '@/lib/errors.ts';

/** A 404 of the service (another tenant's site or issue, or none) is the portal's not-found page. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}
