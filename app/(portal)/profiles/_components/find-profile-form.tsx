'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { profileHref, userIdProblem } from '../profile-href.ts';

const FIELD_ID = 'find-user-id';

/**
 * Opens one end user's profile by their exact id. A plain GET form underneath (`/profiles?find=…`, which
 * the page redirects), so it works before script loads; with script the id is checked here and the page
 * opened without a round trip.
 */
export function FindProfileForm({ initialValue = '', initialError }: { initialValue?: string; initialError?: string }) {
  const router = useRouter();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState(initialError);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = userIdProblem(value);
    setError(problem ?? undefined);
    if (problem) document.getElementById(FIELD_ID)?.focus();
    else router.push(profileHref(value));
  }

  return (
    <form method="get" action="/profiles" onSubmit={submit} noValidate aria-label="Find a user" className="max-w-xl">
      <TextField
        id={FIELD_ID}
        label="User id"
        name="find"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        hint="Exactly as your system has it: case and spaces count."
        error={error}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
      <Button type="submit">Open profile</Button>
    </form>
  );
}
