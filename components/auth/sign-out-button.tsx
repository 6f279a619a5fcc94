'use client';

import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { Button, type ButtonVariant } from '@/components/ui/button.tsx';

export function SignOutButton({ variant = 'ghost' }: { variant?: ButtonVariant }) {
  const router = useRouter();
  return (
    <Button
      variant={variant}
      onClick={async () => {
        await signOut({ redirect: false });
        router.push('/sign-in');
        router.refresh();
      }}
    >
      Sign out
    </Button>
  );
}
